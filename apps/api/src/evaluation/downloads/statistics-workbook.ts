import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { CRITERION_IDS, DECISIONS, REVIEW_STATUSES, STATUS_EVALS } from '@artisans/domain';
import { ACTIVITY_KINDS, type EvaluationStatistics } from './evaluation-statistics';
import type { WorkbookTexts } from './workbook-texts';

/** What the workbook adds to the statistics: who the artisans are, labelled in the request language. */
export type ArtisanFacts = {
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  craft: string | null;
};

export type WorkbookInput = {
  statistics: EvaluationStatistics;
  artisans: ReadonlyMap<string, ArtisanFacts>;
  /**
   * Every word in the reader's language: sheets, column titles, statuses ("Selected", not SELECTED)
   * and the summary. The columns keep their order in every language, for formulas that name them.
   */
  texts: WorkbookTexts;
  generatedAt: Date;
};

/** Real Excel dates (sortable, filterable), shown day first as the screens write them (SPEC.md section 9). */
const DATE_TIME = 'dd/mm/yyyy hh:mm';
const DAY = 'dd/mm/yyyy';

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);
const dayOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

type RowValues = Record<string, unknown>;

/** `label`, asked once per distinct value. */
function remembered<Value, Label>(label: (value: Value) => Label): (value: Value) => Label {
  const known = new Map<Value, Label>();
  return (value) => {
    if (!known.has(value)) known.set(value, label(value));
    return known.get(value)!;
  };
}

/** A sheet of the streaming writer: rows are written as they are appended, then the sheet is closed. */
type SheetWriter = {
  /** `numFmt` formats this row's cells as it says (the summary's dates), instead of the column's. */
  append(values: RowValues, numFmt?: Record<string, string>): void;
  close(): void;
};

/**
 * A sheet whose first row holds the column titles, bold, frozen and filterable (the streaming
 * writer writes the view and the filter with the first row, so they are set before it).
 *
 * Each cell of a column shares that column's style object: exceljs gives every new cell a copy,
 * and then compares each copy with the styles it has seen, which was a fifth of the time of a
 * year's workbook; it recognises an object it has seen at once.
 */
function sheetWithHeader(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Partial<ExcelJS.Column>[],
): SheetWriter {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.commit();
  const styles = columns.map((column) => ({ ...column.style }));
  return {
    append(values, numFmt) {
      const row = sheet.addRow(values);
      row.eachCell((cell, number) => {
        const shared = styles[number - 1]!;
        const format = numFmt?.[columns[number - 1]!.key!];
        cell.style = format ? { ...shared, numFmt: format } : shared;
      });
      row.commit();
    },
    close: () => sheet.commit(),
  };
}

/**
 * The workbook is written as a stream, each row committed as it is added: a year holds tens of
 * thousands of evaluations, and the in-memory writer spent most of its time in garbage collection
 * and a JavaScript deflate (the streaming writer zips with Node's zlib).
 */
export async function statisticsWorkbook(input: WorkbookInput): Promise<Buffer> {
  const { statistics, artisans, texts } = input;
  const chunks: Buffer[] = [];
  // The writer resolves its commit when this stream has finished, that is when every chunk is here.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Artisans of Excellence';
  workbook.created = input.generatedAt;
  const column = texts.column;

  const evaluations = sheetWithHeader(workbook, texts.sheet('evaluations'), [
    { header: column('artisanId'), key: 'artisanId', width: 38 },
    { header: column('firstName'), key: 'firstName', width: 18 },
    { header: column('lastName'), key: 'lastName', width: 18 },
    { header: column('country'), key: 'country', width: 18 },
    { header: column('craft'), key: 'craft', width: 18 },
    { header: column('status'), key: 'statusEval', width: 24 },
    { header: column('reviewStatus'), key: 'reviewStatus', width: 16 },
    { header: column('totalPoints'), key: 'totalPoint', width: 12 },
    ...CRITERION_IDS.map((id) => ({ header: texts.criterion(id), key: `criterion:${id}`, width: 13 })),
    { header: column('sentAt'), key: 'sentAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: column('endorsedAt'), key: 'endorsedAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: column('decidedAt'), key: 'decidedAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: column('decision'), key: 'decision', width: 12 },
  ]);
  // A handful of distinct labels over tens of thousands of rows: each is looked up once.
  const status = remembered(texts.status);
  const reviewStatus = remembered(texts.reviewStatus);
  const decision = remembered(texts.decision);
  const criterionKeys = CRITERION_IDS.map((id) => [id, `criterion:${id}`] as const);
  for (const row of statistics.evaluations) {
    const facts = artisans.get(row.artisanId);
    const values: RowValues = {
      artisanId: row.artisanId,
      firstName: facts?.firstName ?? null,
      lastName: facts?.lastName ?? null,
      country: facts?.country ?? null,
      craft: facts?.craft ?? null,
      statusEval: status(row.statusEval),
      reviewStatus: reviewStatus(row.reviewStatus),
      totalPoint: row.totalPoint,
      sentAt: dateOf(row.sentAt),
      endorsedAt: dateOf(row.endorsedAt),
      decidedAt: dateOf(row.decidedAt),
      decision: row.decision ? decision(row.decision) : null,
    };
    for (const [id, key] of criterionKeys) values[key] = row.points[id];
    evaluations.append(values);
  }
  evaluations.close();

  const activity = sheetWithHeader(workbook, texts.sheet('activity'), [
    { header: column('day'), key: 'day', width: 12, style: { numFmt: DAY } },
    ...ACTIVITY_KINDS.map((kind) => ({ header: texts.activity(kind), key: kind, width: 14 })),
  ]);
  for (const row of statistics.activity) activity.append({ ...row, day: dayOf(row.day) });
  activity.close();

  const summary = sheetWithHeader(workbook, texts.sheet('summary'), [
    { header: column('item'), key: 'item', width: 34 },
    { header: column('value'), key: 'value', width: 22 },
  ]);
  const { summary: facts, period } = statistics;
  const words = texts.summary;
  const lines: [string, string | number | Date | null, string?][] = [
    [words.from, period.from ? dayOf(period.from) : words.beginning, DAY],
    // An open end is the day the workbook was made.
    [words.to, period.to ? dayOf(period.to) : dayOf(input.generatedAt.toISOString().slice(0, 10)), DAY],
    [words.madeAt, input.generatedAt, DATE_TIME],
    [words.evaluations, facts.evaluations],
    [words.averagePoints, facts.averagePoints],
    ...STATUS_EVALS.map((status): [string, number] => [words.status(status), facts.byStatus[status]]),
    ...REVIEW_STATUSES.map((status): [string, number] => [
      words.reviewStatus(status),
      facts.byReviewStatus[status],
    ]),
    ...DECISIONS.map((decision): [string, number] => [words.decision(decision), facts.byDecision[decision]]),
    [words.noDecision, facts.byDecision.none],
    ...CRITERION_IDS.map((id): [string, number | null] => [
      words.averageCriterion(id),
      facts.averagePointsByCriterion[id],
    ]),
  ];
  for (const [item, value, format] of lines)
    summary.append({ item, value }, value instanceof Date && format ? { value: format } : undefined);
  summary.close();

  await workbook.commit();
  return Buffer.concat(chunks);
}
