/** The part of autocannon (which ships no types) that the benchmarks use. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
  /** One connection; `setRequests` gives it its own requests, sent in turn. */
  type Client = { setRequests(requests: Request[]): void };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests in all (instead of a duration). */
    amount?: number;
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number };
  type Instance = EventEmitter & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
