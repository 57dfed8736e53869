import { loadConfig, MAIL_QUEUE, redisAddress } from '@artisans/platform';
import { formatFailedMailJobs, listFailedMailJobs, retryFailedMailJobs } from '../mail/failed-mail-jobs';
import { openMailQueue } from '../mail/mail-queue';

const USAGE = `Usage: npm run jobs:failed [-- --retry]

Lists the mail jobs that failed for good (all attempts used, or refused at once).
  --retry   puts them back in the queue with a fresh set of attempts`;

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((arg) => arg !== '--retry');
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const queue = openMailQueue(config, { failFast: true });
  try {
    console.log(`Queue ${config.QUEUE_PREFIX}:${MAIL_QUEUE} at ${redisAddress(config)}`);
    const failed = await listFailedMailJobs(queue);
    console.log(formatFailedMailJobs(failed));
    if (args.includes('--retry') && failed.length > 0) {
      const retried = await retryFailedMailJobs(queue);
      console.log(`Queued again: ${retried.length} job(s). The worker sends them now.`);
    }
  } finally {
    await queue.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`jobs:failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
