// `npm run dev`: TypeScript in watch mode, the API (with worker and projections) restarted on
// change, and the Vite dev server with hot reload proxying API calls to it.
import { spawn } from 'node:child_process';

const children = [
  ['tsc', ['-b', '-w', '--preserveWatchOutput', 'libs/domain', 'libs/platform', 'apps/api', 'apps/worker']],
  ['node', ['--watch-path=apps/api/dist', '--watch-path=libs/platform/dist', 'apps/api/dist/cli/start.js']],
  ['npm', ['run', 'dev', '-w', '@artisans/web']],
].map(([command, args]) =>
  spawn(command === 'tsc' ? 'npx' : command, command === 'tsc' ? ['tsc', ...args] : args, {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
