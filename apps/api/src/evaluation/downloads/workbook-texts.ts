import {
  criteriaKeys,
  type CriterionId,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';
import type { ActivityKind } from './evaluation-statistics';
import type { Translate } from './locale-texts';

export const WORKBOOK_SHEETS = ['evaluations', 'activity', 'summary'] as const;
export type WorkbookSheet = (typeof WORKBOOK_SHEETS)[number];

export const WORKBOOK_COLUMNS = [
  'artisanId',
  'firstName',
  'lastName',
  'country',
  'craft',
  'status',
  'reviewStatus',
  'totalPoints',
  'sentAt',
  'endorsedAt',
  'decidedAt',
  'decision',
  'day',
  'item',
  'value',
] as const;
export type WorkbookColumn = (typeof WORKBOOK_COLUMNS)[number];

/** What the statistics workbook writes for people, in the reader's language. */
export type WorkbookTexts = {
  sheet: (sheet: WorkbookSheet) => string;
  column: (column: WorkbookColumn) => string;
  activity: (kind: ActivityKind) => string;
  status: (status: StatusEval) => string;
  reviewStatus: (status: ReviewStatus) => string;
  decision: (decision: Decision) => string;
  criterion: (criterion: CriterionId) => string;
  summary: {
    from: string;
    to: string;
    beginning: string;
    madeAt: string;
    evaluations: string;
    averagePoints: string;
    status: (status: StatusEval) => string;
    reviewStatus: (status: ReviewStatus) => string;
    decision: (decision: Decision) => string;
    noDecision: string;
    averageCriterion: (criterion: CriterionId) => string;
  };
};

/** English, where a locale file lacks a text (the files are the source: downloads.json `workbook`). */
const ENGLISH = {
  sheets: { evaluations: 'Evaluations', activity: 'Activity', summary: 'Summary' },
  columns: {
    artisanId: 'Artisan id',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    craft: 'Craft',
    status: 'Status',
    reviewStatus: 'Review status',
    totalPoints: 'Total points',
    sentAt: 'Sent at (UTC)',
    endorsedAt: 'Endorsed at (UTC)',
    decidedAt: 'Decided at (UTC)',
    decision: 'Decision',
    day: 'Day',
    item: 'Item',
    value: 'Value',
  },
  activity: {
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
  },
  reviewStatuses: { REVIEWED: 'Reviewed', 'IN REVIEWAL': 'In review', 'NOT REVIEWED': 'Not reviewed' },
} as const satisfies {
  sheets: Record<WorkbookSheet, string>;
  columns: Record<WorkbookColumn, string>;
  activity: Record<ActivityKind, string>;
  reviewStatuses: Record<ReviewStatus, string>;
};

/** Excel refuses these in a sheet's name, and more than 31 characters. */
export function sheetName(text: string): string {
  return (
    text
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet'
  );
}

/** "Selected" rather than SELECTED: the words the screens and the criteria page use. */
const capitalised = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();

/**
 * The workbook's words from the web app's locale files: its own in `downloads` (`workbook`), the
 * statuses and decisions as the criteria page names them (`criteria`), the review statuses as the
 * analysis PDF does.
 */
export function workbookTexts(downloads: Translate, criteria: Translate): WorkbookTexts {
  const status = (value: StatusEval) => criteria(criteriaKeys.status(value, 'label'), capitalised(value));
  const reviewStatus = (value: ReviewStatus) =>
    downloads(`pdf.reviewStatuses.${value}`, ENGLISH.reviewStatuses[value]);
  const decision = (value: Decision) => criteria(criteriaKeys.decision(value, 'label'), capitalised(value));
  const criterion = (value: CriterionId) => criteria(criteriaKeys.criterionName(value), value);
  const summary = (key: string, fallback: string, values?: Record<string, string>) =>
    downloads(`workbook.summary.${key}`, fallback, values);
  return {
    sheet: (sheet) => sheetName(downloads(`workbook.sheets.${sheet}`, ENGLISH.sheets[sheet])),
    column: (column) => downloads(`workbook.columns.${column}`, ENGLISH.columns[column]),
    activity: (kind) => downloads(`workbook.activity.${kind}`, ENGLISH.activity[kind]),
    status,
    reviewStatus,
    decision,
    criterion,
    summary: {
      from: summary('from', 'From'),
      to: summary('to', 'To'),
      beginning: summary('beginning', 'From the beginning'),
      madeAt: summary('madeAt', 'Made at (UTC)'),
      evaluations: summary('evaluations', 'Evaluations'),
      averagePoints: summary('averagePoints', 'Average total points'),
      status: (value) => summary('status', 'Status: {{status}}', { status: status(value) }),
      reviewStatus: (value) =>
        summary('reviewStatus', 'Review status: {{status}}', { status: reviewStatus(value) }),
      decision: (value) => summary('decision', 'Decision: {{decision}}', { decision: decision(value) }),
      noDecision: summary('noDecision', 'Decision: none yet'),
      averageCriterion: (value) =>
        summary('averageCriterion', 'Average points: {{criterion}}', { criterion: criterion(value) }),
    },
  };
}
