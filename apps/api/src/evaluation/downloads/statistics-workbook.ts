import ExcelJS from 'exceljs';
import { CRITERION_IDS, DECISIONS, REVIEW_STATUSES, STATUS_EVALS, type CriterionId } from '@artisans/domain';
import { ACTIVITY_KINDS, type ActivityKind, type EvaluationStatistics } from './evaluation-statistics';

export const STATISTICS_SHEETS = {
  evaluations: 'Evaluations',
  activity: 'Activity',
  summary: 'Summary',
} as const;

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
  /** Column titles of the criteria (their English names). */
  criterionNames: Readonly<Record<CriterionId, string>>;
  generatedAt: Date;
};

/** Column titles stay English whatever the request language: analysts' formulas rely on them. */
const ACTIVITY_TITLES: Readonly<Record<ActivityKind, string>> = {
  sent: 'Evaluations sent',
  endorsed: 'Endorsed',
  reviewed: 'Reviews started',
  informationRequested: 'Information requested',
  decided: 'Decided',
  selected: 'Selected',
  refused: 'Refused',
  deferred: 'Decision deferred',
  confirmed: 'Confirmed',
  reopened: 'Reopened',
};

const DATE_TIME = 'yyyy-mm-dd hh:mm';
const DAY = 'yyyy-mm-dd';

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
}

export async function statisticsWorkbook(input: WorkbookInput): Promise<Buffer> {
  const { statistics, artisans, criterionNames } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Artisans of Excellence';
  workbook.created = input.generatedAt;

  const evaluations = workbook.addWorksheet(STATISTICS_SHEETS.evaluations);
  evaluations.columns = [
    { header: 'Artisan id', key: 'artisanId', width: 38 },
    { header: 'First name', key: 'firstName', width: 18 },
    { header: 'Last name', key: 'lastName', width: 18 },
    { header: 'Country', key: 'country', width: 18 },
    { header: 'Craft', key: 'craft', width: 18 },
    { header: 'Status', key: 'statusEval', width: 22 },
    { header: 'Review status', key: 'reviewStatus', width: 15 },
    { header: 'Total points', key: 'totalPoint', width: 12 },
    ...CRITERION_IDS.map((id) => ({ header: criterionNames[id], key: `criterion:${id}`, width: 13 })),
    { header: 'Sent at', key: 'sentAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: 'Endorsed at', key: 'endorsedAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: 'Decided at', key: 'decidedAt', width: 17, style: { numFmt: DATE_TIME } },
    { header: 'Decision', key: 'decision', width: 12 },
  ];
  for (const row of statistics.evaluations) {
    const facts = artisans.get(row.artisanId);
    evaluations.addRow({
      artisanId: row.artisanId,
      firstName: facts?.firstName ?? null,
      lastName: facts?.lastName ?? null,
      country: facts?.country ?? null,
      craft: facts?.craft ?? null,
      statusEval: row.statusEval,
      reviewStatus: row.reviewStatus,
      totalPoint: row.totalPoint,
      ...Object.fromEntries(CRITERION_IDS.map((id) => [`criterion:${id}`, row.points[id]])),
      sentAt: dateOf(row.sentAt),
      endorsedAt: dateOf(row.endorsedAt),
      decidedAt: dateOf(row.decidedAt),
      decision: row.decision,
    });
  }
  styleHeader(evaluations);

  const activity = workbook.addWorksheet(STATISTICS_SHEETS.activity);
  activity.columns = [
    { header: 'Day', key: 'day', width: 12, style: { numFmt: DAY } },
    ...ACTIVITY_KINDS.map((kind) => ({ header: ACTIVITY_TITLES[kind], key: kind, width: 14 })),
  ];
  for (const row of statistics.activity) activity.addRow({ ...row, day: new Date(`${row.day}T00:00:00Z`) });
  styleHeader(activity);

  const summary = workbook.addWorksheet(STATISTICS_SHEETS.summary);
  summary.columns = [
    { header: 'Item', key: 'item', width: 34 },
    { header: 'Value', key: 'value', width: 22 },
  ];
  const { summary: facts, period } = statistics;
  const lines: [string, string | number | Date | null][] = [
    ['From', period.from ?? 'the beginning'],
    ['To', period.to ?? 'now'],
    ['Made at (UTC)', input.generatedAt],
    ['Evaluations', facts.evaluations],
    ['Average total points', facts.averagePoints],
    ...STATUS_EVALS.map((status): [string, number] => [`Status: ${status}`, facts.byStatus[status]]),
    ...REVIEW_STATUSES.map((status): [string, number] => [
      `Review status: ${status}`,
      facts.byReviewStatus[status],
    ]),
    ...DECISIONS.map((decision): [string, number] => [`Decision: ${decision}`, facts.byDecision[decision]]),
    ['Decision: none yet', facts.byDecision.none],
    ...CRITERION_IDS.map((id): [string, number | null] => [
      `Average points: ${criterionNames[id]}`,
      facts.averagePointsByCriterion[id],
    ]),
  ];
  for (const [item, value] of lines) {
    const row = summary.addRow({ item, value });
    if (value instanceof Date) row.getCell('value').numFmt = DATE_TIME;
  }
  styleHeader(summary);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
