import { isLoggedEventType, loggedEventTypes } from './logged-events';

export type ExportFormat = 'ndjson' | 'csv';

/** What `npm run events:export` was asked for. Days are UTC calendar days, both bounds included. */
export type ExportOptions = {
  from: string | null;
  to: string | null;
  /** null: every type. */
  types: ReadonlySet<string> | null;
  format: ExportFormat;
  /** null: standard output. */
  out: string | null;
};

export const EXPORT_USAGE = `Usage: npm run events:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--types A,B] [--format ndjson|csv] [--out FILE]

Writes the event log in commit order, one event a line (NDJSON) or a row (CSV), to standard output
or FILE. --from and --to are UTC days, both included; without them the export starts at the
beginning of the log and goes to its end. --types keeps only the named event types (docs/events.md
lists them). Sealed texts stay sealed: the export holds no personal data.`;

/** A mistake in the command line: printed with the usage, exit code 2. */
export class ExportArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportArgumentError';
  }
}

const OPTIONS = ['from', 'to', 'types', 'format', 'out'] as const;
type OptionName = (typeof OPTIONS)[number];

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function day(name: 'from' | 'to', value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!isDay(value))
    throw new ExportArgumentError(
      `--${name} must be a day written YYYY-MM-DD, such as 2026-01-31; got "${value}".`,
    );
  return value;
}

function types(value: string | undefined): Set<string> | null {
  if (value === undefined) return null;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0)
    throw new ExportArgumentError(
      '--types needs at least one event type, such as --types EvaluationDecided.',
    );
  const unknown = names.filter((name) => !isLoggedEventType(name));
  if (unknown.length > 0) {
    throw new ExportArgumentError(
      `Unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known types: ${loggedEventTypes().join(', ')}.`,
    );
  }
  return new Set(names);
}

/** Reads `--name value` and `--name=value` pairs; anything else is refused with the reason. */
export function parseExportArguments(argv: readonly string[]): ExportOptions {
  const given: Partial<Record<OptionName, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argument);
    if (!match) throw new ExportArgumentError(`Unexpected argument "${argument}": options start with --.`);
    const name = match[1] as OptionName;
    if (!OPTIONS.includes(name)) {
      throw new ExportArgumentError(
        `Unknown option --${match[1]}. Options: ${OPTIONS.map((o) => `--${o}`).join(', ')}.`,
      );
    }
    if (given[name] !== undefined) throw new ExportArgumentError(`--${name} is given twice.`);
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new ExportArgumentError(`--${name} needs a value.`);
      i += 1;
    }
    given[name] = value;
  }
  const from = day('from', given.from);
  const to = day('to', given.to);
  if (from && to && from > to) throw new ExportArgumentError(`--from (${from}) comes after --to (${to}).`);
  const format = given.format ?? 'ndjson';
  if (format !== 'ndjson' && format !== 'csv') {
    throw new ExportArgumentError(`--format must be ndjson or csv; got "${format}".`);
  }
  if (given.out === '') throw new ExportArgumentError('--out needs a file name.');
  return { from, to, types: types(given.types), format, out: given.out ?? null };
}
