import { postgresCpuBetween, processCpuMs } from './cpu-time';

describe('CPU time from /proc', () => {
  it('reads a running process’s CPU time (Linux), growing as it works', () => {
    const before = processCpuMs(process.pid)!;
    const until = Date.now() + 60;
    let spins = 0;
    while (Date.now() < until) spins += 1; // busy: ~60 ms of CPU
    expect(spins).toBeGreaterThan(0);
    const after = processCpuMs(process.pid)!;
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(20);
  });

  it('has no CPU time for a process that does not exist', () => {
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });

  it('counts a PostgreSQL connection opened between two readings whole, and leaves one closed out', () => {
    const before = new Map([
      [10, 100],
      [11, 500],
    ]);
    const after = new Map([
      [10, 130],
      [12, 40],
    ]);
    expect(postgresCpuBetween(before, after)).toBe(70);
  });
});
