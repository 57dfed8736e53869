import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system) of processes, read from Linux's /proc. A share of requests per second
 * moves with whatever else the shared machine runs; the CPU each process spent per answer says where
 * a request's cost went (the API's own process against bare's, and PostgreSQL's for each), and
 * moves less. Elsewhere than Linux there is no /proc, and the figures are left out.
 */

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux we know of). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds a process has used so far; undefined once it has ended (or without /proc). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds so far of every PostgreSQL process, by pid. */
export type PostgresCpu = ReadonlyMap<number, number>;

export function postgresCpu(): PostgresCpu {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended while listed
    }
    const ms = processCpuMs(pid);
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid;
}

/**
 * What PostgreSQL spent between two readings. A connection opened since counts whole; one closed
 * since is left out (the pool closes only idle connections, which spent nothing in between).
 */
export function postgresCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU milliseconds a run cost: the serving process's own, and PostgreSQL's. */
export type CpuSpent = { serverMs: number; postgresMs: number };

/** Runs `work` and adds up the CPU it cost the serving process and PostgreSQL (none without /proc). */
export async function measureCpu<T>(
  serverPid: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpu?: CpuSpent }> {
  const serverBefore = processCpuMs(serverPid);
  const postgresBefore = postgresCpu();
  const result = await work();
  const serverAfter = processCpuMs(serverPid);
  if (serverBefore === undefined || serverAfter === undefined || postgresBefore.size === 0) return { result };
  const postgresMs = postgresCpuBetween(postgresBefore, postgresCpu());
  return { result, cpu: { serverMs: serverAfter - serverBefore, postgresMs } };
}
