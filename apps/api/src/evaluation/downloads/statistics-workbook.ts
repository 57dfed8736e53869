import ExcelJS from 'exceljs';
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

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
}

export async function statisticsWorkbook(input: WorkbookInput): Promise<Buffer> {
  const { statistics, artisans, texts } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Artisans of Excellence';
  workbook.created = input.generatedAt;
  const column = texts.column;

  const evaluations = workbook.addWorksheet(texts.sheet('evaluations'));
  evaluations.columns = [
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
  ];
  for (const row of statistics.evaluations) {
    const facts = artisans.get(row.artisanId);
    evaluations.addRow({
      artisanId: row.artisanId,
      firstName: facts?.firstName ?? null,
      lastName: facts?.lastName ?? null,
      country: facts?.country ?? null,
      craft: facts?.craft ?? null,
      statusEval: texts.status(row.statusEval),
      reviewStatus: texts.reviewStatus(row.reviewStatus),
      totalPoint: row.totalPoint,
      ...Object.fromEntries(CRITERION_IDS.map((id) => [`criterion:${id}`, row.points[id]])),
      sentAt: dateOf(row.sentAt),
      endorsedAt: dateOf(row.endorsedAt),
      decidedAt: dateOf(row.decidedAt),
      decision: row.decision ? texts.decision(row.decision) : null,
    });
  }
  styleHeader(evaluations);

  const activity = workbook.addWorksheet(texts.sheet('activity'));
  activity.columns = [
    { header: column('day'), key: 'day', width: 12, style: { numFmt: DAY } },
    ...ACTIVITY_KINDS.map((kind) => ({ header: texts.activity(kind), key: kind, width: 14 })),
  ];
  for (const row of statistics.activity) activity.addRow({ ...row, day: dayOf(row.day) });
  styleHeader(activity);

  const summary = workbook.addWorksheet(texts.sheet('summary'));
  summary.columns = [
    { header: column('item'), key: 'item', width: 34 },
    { header: column('value'), key: 'value', width: 22 },
  ];
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
  for (const [item, value, format] of lines) {
    const row = summary.addRow({ item, value });
    if (value instanceof Date && format) row.getCell('value').numFmt = format;
  }
  styleHeader(summary);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
