/**
 * The history screens' entries: GET /api/artisans/{id}/history (an artisan's profile) and
 * GET /api/artisans/{id}/evaluation/history (the decision history), both Hydra collections of these.
 */

/**
 * Who did something, as the history screens show it: a staff member or an artisan (named by IRI and
 * id), an erased account ("deleted account"), or the system (every field null but the name).
 */
export type ActorView = {
  '@id': string | null;
  id: string | null;
  name: string;
  role: string | null;
  roleName: string | null;
};

/**
 * GET /api/artisans/{id}/history: one change to an artisan, who made it, when, and which fields
 * (never their values). `Type` narrows the event type where it is known (the API's event union).
 */
export type ArtisanHistoryEntry<Type extends string = string> = {
  id: string;
  type: Type;
  at: string;
  actor: ActorView;
  changedFields: string[];
};

/** What an entry of the decision history is about: the screen filters on it (`?kind=`). */
export const HISTORY_KINDS = [
  'answers',
  'validation',
  'submission',
  'endorsement',
  'review',
  'decision',
  'status',
] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * GET /api/artisans/{id}/evaluation/history: one step of the evaluation, what (event type and
 * details), when, who, and where it stood after. `Type` as for ArtisanHistoryEntry.
 */
export type EvaluationHistoryEntry<Type extends string = string> = {
  id: string;
  type: Type;
  kind: HistoryKind;
  at: string;
  actor: ActorView;
  /** Where the evaluation stood after this step (lifecycle steps only). */
  statusEval: string | null;
  reviewStatus: string | null;
  /** What was said or changed, as recorded. */
  details: Record<string, unknown>;
};
