import { ExportArgumentError, parseExportArguments } from './export-arguments';

const refusal = (argv: string[]) => {
  try {
    parseExportArguments(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(ExportArgumentError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('parseExportArguments', () => {
  it('exports the whole log as NDJSON to standard output when nothing is asked', () => {
    expect(parseExportArguments([])).toEqual({
      from: null,
      to: null,
      types: null,
      format: 'ndjson',
      out: null,
    });
  });

  it('reads a period, types, a format and a file, as pairs or with =', () => {
    const options = parseExportArguments([
      '--from',
      '2026-01-01',
      '--to=2026-03-31',
      '--types',
      'EvaluationDecided, ArtisanRegistered',
      '--format=csv',
      '--out',
      'log.csv',
    ]);
    expect(options).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      types: new Set(['EvaluationDecided', 'ArtisanRegistered']),
      format: 'csv',
      out: 'log.csv',
    });
  });

  it('takes a single day as a period', () => {
    expect(parseExportArguments(['--from', '2026-02-28', '--to', '2026-02-28'])).toMatchObject({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('refuses days that are not written YYYY-MM-DD or do not exist', () => {
    expect(refusal(['--from', '31/01/2026'])).toMatch(
      /--from must be a day written YYYY-MM-DD.*"31\/01\/2026"/,
    );
    expect(refusal(['--to', '2026-02-30'])).toMatch(/--to must be a day/);
    expect(refusal(['--from', '2026-1-5'])).toMatch(/--from must be a day/);
  });

  it('refuses a period that ends before it starts', () => {
    expect(refusal(['--from', '2026-05-01', '--to', '2026-04-30'])).toBe(
      '--from (2026-05-01) comes after --to (2026-04-30).',
    );
  });

  it('refuses unknown event types, naming them and the known ones', () => {
    const message = refusal(['--types', 'EvaluationDecided,EvalDecided,Nope']);
    expect(message).toMatch(/^Unknown event types: EvalDecided, Nope\. Known types: .*EvaluationDecided/);
    expect(refusal(['--types', ','])).toMatch(/--types needs at least one event type/);
  });

  it('refuses an unknown format, an unknown option, a missing value, a repeat and a stray word', () => {
    expect(refusal(['--format', 'xlsx'])).toBe('--format must be ndjson or csv; got "xlsx".');
    expect(refusal(['--since', '2026-01-01'])).toMatch(/^Unknown option --since\. Options: --from, --to/);
    expect(refusal(['--from'])).toBe('--from needs a value.');
    expect(refusal(['--from', '--to', '2026-01-01'])).toBe('--from needs a value.');
    expect(refusal(['--format', 'csv', '--format', 'csv'])).toBe('--format is given twice.');
    expect(refusal(['2026-01-01'])).toMatch(/^Unexpected argument "2026-01-01"/);
    expect(refusal(['--out='])).toBe('--out needs a file name.');
  });
});
