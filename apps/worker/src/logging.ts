import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';

const ORDER: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const UP_TO: Record<AppConfig['LOG_LEVEL'], number> = {
  silent: 0,
  fatal: 1,
  error: 2,
  warn: 3,
  info: 4,
  debug: 5,
  trace: 6,
};

/** LOG_LEVEL (pino's names, shared with the API) as the list of Nest log levels to print. */
export function nestLogLevels(level: AppConfig['LOG_LEVEL']): LogLevel[] {
  return ORDER.slice(0, UP_TO[level]);
}
