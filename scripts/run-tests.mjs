// `npm test`: every suite, one after the other, stopping at the first that fails, with the time
// each stage took (CI must stay under 35 minutes on two cores: the table says where the time goes).
import { spawnSync } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'test:int', 'test:e2e', 'test:browser'];

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const timings = [];
const started = Date.now();

function report() {
  console.log('\n== Time per stage');
  for (const { stage, ms, status } of timings)
    console.log(`${stage.padEnd(14)} ${minutes(ms).padStart(13)}  ${status === 0 ? 'passed' : 'FAILED'}`);
  console.log(`${'total'.padEnd(14)} ${minutes(Date.now() - started).padStart(13)}`);
}

for (const stage of STAGES) {
  console.log(`\n== npm run ${stage}`);
  const start = Date.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  timings.push({ stage, ms: Date.now() - start, status });
  if (status !== 0) {
    report();
    process.exit(status ?? 1);
  }
}
report();
