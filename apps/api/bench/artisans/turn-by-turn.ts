import { measureCpu, type CpuSpent } from '../shared/cpu-time';
import { mergeRuns, type Driver, type DriveRequest, type DriveResult } from '../shared/http-driver';

/** How many slices each side's time is cut into. */
const ROUNDS = 4;

/** CPU milliseconds per answer: the serving process's own, and PostgreSQL's for it. */
export type CpuPerAnswer = { server: number; postgres: number };
/** A side's load, with what each answer cost the CPU where the machine tells (Linux). */
export type SideResult = DriveResult & { cpu?: CpuPerAnswer };

/** A side to load: where it listens, and its process (for its CPU time). */
export type Side = { url: string; pid: number };

/**
 * The same load on the API and on the bare baseline, in turns: both warm up, then each runs a quarter
 * of its time at a turn, in the order API, bare, bare, API, API, bare, bare, API. A machine shared
 * with other work drifts over the 20 s a combination takes; run one side after the other, the drift
 * fell on whichever ran second (a combination's share of bare moved by up to 40 points from one run
 * to the next). In turns, it falls on both alike.
 */
export async function turnByTurn(
  driver: Driver,
  request: DriveRequest,
  sides: { api: Side; bare: Side },
): Promise<{ api: SideResult; bare: SideResult }> {
  const on = (side: 'api' | 'bare'): DriveRequest => ({ ...request, url: sides[side].url });
  await driver.drive({ ...on('api'), seconds: 1, warmUpSeconds: 0 });
  await driver.drive({ ...on('bare'), seconds: 1, warmUpSeconds: 0 });
  const slice = { seconds: request.seconds / ROUNDS, warmUpSeconds: 0, keepLatencies: true };
  const runs = { api: [] as DriveResult[], bare: [] as DriveResult[] };
  const cpu: Record<'api' | 'bare', CpuSpent[]> = { api: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['api', 'bare'] as const) : (['bare', 'api'] as const);
    for (const side of order) {
      const measured = await measureCpu(sides[side].pid, () => driver.drive({ ...on(side), ...slice }));
      runs[side].push(measured.result);
      if (measured.cpu) cpu[side].push(measured.cpu);
    }
  }
  const result = (side: 'api' | 'bare'): SideResult => {
    const merged = mergeRuns(runs[side]);
    return {
      ...merged,
      cpu: cpu[side].length === ROUNDS ? perAnswer(cpu[side], merged.requests) : undefined,
    };
  };
  return { api: result('api'), bare: result('bare') };
}

function perAnswer(spent: readonly CpuSpent[], answers: number): CpuPerAnswer {
  const sum = (of: (cpu: CpuSpent) => number) => spent.reduce((total, cpu) => total + of(cpu), 0);
  return { server: sum((cpu) => cpu.serverMs) / answers, postgres: sum((cpu) => cpu.postgresMs) / answers };
}
