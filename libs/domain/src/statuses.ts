/**
 * The status values of SPEC.md section 4, spelled as existing clients, filters and exports send them
 * (with spaces, and the misspelling IN REVIEWAL). Which transitions are allowed is the lifecycle
 * machines' business, not this file's.
 */

/** An artisan's evaluation status (`statusEval`). */
export const STATUS_EVALS = [
  'IN PROGRESS',
  'SUBMITTED',
  'PENDING',
  'IMPROVEMENT POTENTIAL',
  'SELECTED',
  'OUT OF SCOPE',
  'CANNOT DECIDE',
  'CONFIRMED',
] as const;

export type StatusEval = (typeof STATUS_EVALS)[number];

/** Every artisan starts here, whether created by staff or signed up. */
export const INITIAL_STATUS_EVAL: StatusEval = 'IN PROGRESS';

export const REVIEW_STATUSES = ['REVIEWED', 'IN REVIEWAL', 'NOT REVIEWED'] as const;

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const GREEN_LIST_STATUSES = [
  'AVAILABLE',
  'IN PROGRESS',
  'SUBMITTED',
  'IN REVIEWAL',
  'PENDING',
  'COMPLETE',
] as const;

export type GreenListStatus = (typeof GREEN_LIST_STATUSES)[number];

export const DECISIONS = ['ACCEPTED', 'REFUSED'] as const;

export type Decision = (typeof DECISIONS)[number];

export function isStatusEval(value: unknown): value is StatusEval {
  return typeof value === 'string' && (STATUS_EVALS as readonly string[]).includes(value);
}

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value);
}

export function isGreenListStatus(value: unknown): value is GreenListStatus {
  return typeof value === 'string' && (GREEN_LIST_STATUSES as readonly string[]).includes(value);
}

export function isDecision(value: unknown): value is Decision {
  return typeof value === 'string' && (DECISIONS as readonly string[]).includes(value);
}
