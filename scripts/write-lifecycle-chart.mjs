// `npm run docs:lifecycle`: writes the lifecycle charts, generated from the XState machines in
// libs/domain, into docs/evaluation-lifecycle.md and docs/green-list-lifecycle.md (between their
// markers). Unit tests fail when a file and its machine disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';

const require = createRequire(import.meta.url);
const { evaluationLifecycleChart } = require('../libs/domain/dist/evaluation-lifecycle.chart.js');
const { greenListLifecycleChart } = require('../libs/domain/dist/green-list-lifecycle.chart.js');

for (const [name, chartOf] of [
  ['evaluation-lifecycle.md', evaluationLifecycleChart],
  ['green-list-lifecycle.md', greenListLifecycleChart],
]) {
  const file = fileURLToPath(new URL(`../docs/${name}`, import.meta.url));
  const text = readFileSync(file, 'utf8');
  const chart = '```mermaid\n' + chartOf() + '```';
  const updated = text.replace(
    /<!-- chart:begin -->[\s\S]*<!-- chart:end -->/,
    `<!-- chart:begin -->\n${chart}\n<!-- chart:end -->`,
  );
  writeFileSync(file, updated);
  console.log(`docs/${name} updated`);
}
