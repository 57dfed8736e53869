import { maskEmail } from '@artisans/platform';
import type { MailQueue } from './mail-queue';

export type FailedMailJob = {
  id: string;
  template: string;
  /** Masked: j***@example.org. */
  to: string;
  attempts: number;
  lastError: string;
  failedAt: Date | undefined;
};

/** Failed mail jobs, most recent first. */
export async function listFailedMailJobs(queue: MailQueue): Promise<FailedMailJob[]> {
  const jobs = await queue.getFailed(0, -1);
  return jobs
    .filter((job) => job !== undefined && job !== null)
    .map((job) => ({
      id: String(job.id),
      template: job.data.template,
      to: maskEmail(job.data.to),
      attempts: job.attemptsMade,
      lastError: job.failedReason ?? '',
      failedAt: job.finishedOn ? new Date(job.finishedOn) : undefined,
    }))
    .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0));
}

/** Puts every failed mail job back in the queue with a fresh set of attempts; returns their ids. */
export async function retryFailedMailJobs(queue: MailQueue): Promise<string[]> {
  const jobs = await queue.getFailed(0, -1);
  const retried: string[] = [];
  for (const job of jobs) {
    if (!job) continue;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    retried.push(String(job.id));
  }
  return retried;
}

export function formatFailedMailJobs(jobs: readonly FailedMailJob[]): string {
  if (jobs.length === 0) return 'No failed mail jobs.';
  const rows = jobs.map((job) => [
    job.id,
    job.template,
    job.to,
    String(job.attempts),
    job.failedAt?.toISOString() ?? '-',
  ]);
  const header = ['ID', 'TEMPLATE', 'RECIPIENT', 'ATTEMPTS', 'FAILED AT'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [`${jobs.length} failed mail job(s):`, line(header)];
  jobs.forEach((job, index) => {
    out.push(line(rows[index] ?? []));
    out.push(`    last error: ${job.lastError.split('\n')[0] ?? ''}`);
  });
  return out.join('\n');
}
