/** Waits until a queued job is in this state (completed, failed…), polling; fails after timeoutMs. */
export async function waitForJobState(
  queue: { getJobState(jobId: string): Promise<string> },
  jobId: string,
  state: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await queue.getJobState(jobId);
    if (current === state) return;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} is ${current}, expected ${state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
