import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifecycleEventType, RefusalOutcome } from '@artisans/domain/evaluation-lifecycle.machine';
import type { Decision, StatusEval } from '@artisans/domain/statuses';
import { isApiError } from '../../../lib/http/api-error';
import { sendVersioned } from '../../../lib/http/versioned-change';
import {
  evaluationPath,
  evaluationQueriesKey,
  evaluationStandingKey,
  toEvaluationStanding,
  type EvaluationStanding,
} from './get-evaluation-as-of';

/** The lifecycle steps staff take on the decision screen (sending is the evaluation screen's). */
export type StaffStep = Exclude<LifecycleEventType, 'SUBMIT'>;

/** What each step sends (docs/evaluation-lifecycle.md); the API answers the evaluation after it. */
export type LifecycleAction =
  | { type: 'ENDORSE' }
  | { type: 'START_REVIEW' }
  | { type: 'ASK_FOR_INFORMATION'; missing: string }
  | {
      type: 'DECIDE';
      decision: Decision;
      /** For a refusal only. */
      outcome: RefusalOutcome | null;
      /** Shown to the artisan. */
      commentaryCommittee: string;
      /** Confidential: never shown to the artisan. */
      comments: string;
    }
  | { type: 'DEFER_DECISION'; commentaryCommittee: string }
  | { type: 'CONFIRM' }
  | { type: 'REOPEN' };

/** The path below /api/artisans/{id}/evaluation of each step. */
export const STEP_PATHS: Readonly<Record<StaffStep, string>> = {
  ENDORSE: 'endorse',
  START_REVIEW: 'review',
  ASK_FOR_INFORMATION: 'request-information',
  DECIDE: 'decision',
  DEFER_DECISION: 'defer',
  CONFIRM: 'confirm',
  REOPEN: 'reopen',
};

export const STAFF_STEPS = Object.keys(STEP_PATHS) as StaffStep[];

export const isStaffStep = (value: unknown): value is StaffStep =>
  typeof value === 'string' && Object.hasOwn(STEP_PATHS, value);

/** The status a decision leads to (docs/evaluation-lifecycle.md): the confirmation says it. */
export function statusAfterDecision(decision: Decision, outcome: RefusalOutcome | null): StatusEval {
  return decision === 'ACCEPTED' ? 'SELECTED' : (outcome ?? 'IMPROVEMENT POTENTIAL');
}

/** The JSON body of a step. */
export function bodyOf(action: LifecycleAction): Record<string, string> {
  switch (action.type) {
    case 'ASK_FOR_INFORMATION':
      return { missing: action.missing.trim() };
    case 'DECIDE': {
      const body: Record<string, string> = {
        decision: action.decision,
        commentaryCommittee: action.commentaryCommittee.trim(),
        comments: action.comments.trim(),
      };
      if (action.decision === 'REFUSED' && action.outcome) body.outcome = action.outcome;
      return body;
    }
    case 'DEFER_DECISION':
      return { commentaryCommittee: action.commentaryCommittee.trim() };
    case 'ENDORSE':
    case 'START_REVIEW':
    case 'CONFIRM':
    case 'REOPEN':
      return {};
    default: {
      const unexpected: never = action;
      return unexpected;
    }
  }
}

/**
 * POST /api/artisans/{id}/evaluation/{step}: takes a step of the lifecycle. A step the lifecycle does
 * not allow now answers 409 with why (the screen shows it). `version` is the ETag of the standing
 * the person decided on: if someone changed the evaluation since, the step is refused (412).
 */
export async function takeStep(
  id: string,
  action: LifecycleAction,
  version: string | null = null,
): Promise<EvaluationStanding> {
  const { body, etag } = await sendVersioned(
    `${evaluationPath(id)}/${STEP_PATHS[action.type]}`,
    'POST',
    bodyOf(action),
    version,
  );
  return toEvaluationStanding(body, etag);
}

/** Takes a step, then reads again everything about the evaluation (status, analysis, history). */
export function useTakeStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: LifecycleAction) =>
      takeStep(id, action, client.getQueryData<EvaluationStanding>(evaluationStandingKey(id, null))?.version),
    // Someone changed it since the screen was read: show what it is now, beside the refusal.
    onError: (error) =>
      isApiError(error) && error.status === 412
        ? client.invalidateQueries({ queryKey: evaluationQueriesKey(id) })
        : undefined,
    onSuccess: async (standing) => {
      client.setQueryData(evaluationStandingKey(id, null), standing);
      await Promise.all([
        client.invalidateQueries({ queryKey: evaluationQueriesKey(id) }),
        client.invalidateQueries({ queryKey: ['artisan', id] }),
        client.invalidateQueries({ queryKey: ['artisans'] }),
      ]);
    },
  });
}
