import { mergeRuns, type Driver, type DriveRequest, type DriveResult } from '../shared/http-driver';

/** How many slices each side's time is cut into. */
const ROUNDS = 4;

/**
 * The same load on the API and on the bare baseline, in turns: both warm up, then each runs a quarter
 * of its time at a turn, in the order API, bare, bare, API, API, bare, bare, API. A machine shared
 * with other work drifts over the 20 s a combination takes; run one side after the other, the drift
 * fell on whichever ran second (a combination's share of bare moved by up to 40 points from one run
 * to the next). In turns, it falls on both alike.
 */
export async function turnByTurn(
  driver: Driver,
  api: DriveRequest,
  bareUrl: string,
): Promise<{ api: DriveResult; bare: DriveResult }> {
  const bare: DriveRequest = { ...api, url: bareUrl };
  await driver.drive({ ...api, seconds: 1, warmUpSeconds: 0 });
  await driver.drive({ ...bare, seconds: 1, warmUpSeconds: 0 });
  const slice = { seconds: api.seconds / ROUNDS, warmUpSeconds: 0, keepLatencies: true };
  const runs = { api: [] as DriveResult[], bare: [] as DriveResult[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['api', 'bare'] as const) : (['bare', 'api'] as const);
    for (const side of order)
      runs[side].push(await driver.drive({ ...(side === 'api' ? api : bare), ...slice }));
  }
  return { api: mergeRuns(runs.api), bare: mergeRuns(runs.bare) };
}
