import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CriterionView,
  EvaluationMoment as MomentFacts,
  EvaluationView,
  MomentStep,
} from '@artisans/domain/contracts/evaluation';
import {
  QUESTION_NUMBERS,
  isCriterionId,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import { isDecision, isReviewStatus, isStatusEval } from '@artisans/domain/statuses';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import {
  count,
  evaluationPath,
  evaluationQueriesKey,
  listOf,
  pointsAndTexts,
  text,
} from './get-evaluation-as-of';
import { readActor } from './read-actor';
import { isRecord, type Json } from '../../../lib/http/json';

export type { MomentStep };

export type MomentAnswer = { points: number; comment: string };

/** One criterion as it stood: its points and the answers given (not what may be answered now). */
export type MomentCriterion = Omit<CriterionView<MomentAnswer>, 'open' | 'completion'>;

/**
 * GET /api/artisans/{id}/evaluation?asOf=…: the evaluation as it stood at a moment (every answer and
 * comment, the standing and the notes) with the moment's facts (the API's EvaluationMoment, in
 * libs/domain/src/contracts/evaluation.ts): whether the artisan existed, who gave each answer and
 * took each step of the round then, what changed since.
 */
export type EvaluationMoment = Pick<
  EvaluationView,
  | 'statusEval'
  | 'reviewStatus'
  | 'decision'
  | 'totalPoint'
  | 'maxPoint'
  | 'missingInformation'
  | 'commentaryCommittee'
  | 'comments'
> &
  Pick<
    MomentFacts,
    | 'at'
    | 'startedAt'
    | 'lastChange'
    | 'changesSince'
    | 'submission'
    | 'endorsement'
    | 'review'
    | 'informationRequest'
    | 'confirmation'
  > & {
    artisanCreatedAt: string | null;
    artisanExisted: boolean;
    evaluatorName: string | null;
    criteria: MomentCriterion[];
    decisionStep: MomentFacts['decision'];
    answeredBy: MomentFacts['answers'];
    validatedBy: MomentFacts['validations'];
  };

/** An object's fields, never an array's. */
const isObject = (value: unknown): value is Json => isRecord(value) && !Array.isArray(value);

function step(value: unknown): MomentStep | null {
  if (!isObject(value) || typeof value.at !== 'string') return null;
  return { at: value.at, actor: readActor(value.actor) };
}

function answer(value: unknown): MomentAnswer | undefined {
  if (!isObject(value) || typeof value.points !== 'number') return undefined;
  return { points: value.points, comment: typeof value.comment === 'string' ? value.comment : '' };
}

/** q1..q3 of a record, each read by `read`; the others left out. */
function perQuestion<T>(value: unknown, read: (one: unknown) => T | null | undefined) {
  const found = isObject(value) ? value : {};
  const entries = QUESTION_NUMBERS.flatMap((question) => {
    const one = read(found[question]);
    return one ? [[question, one] as const] : [];
  });
  return Object.fromEntries(entries) as Partial<Record<QuestionNumber, T>>;
}

function perCriterion<T>(value: unknown, read: (one: unknown) => T | null | undefined) {
  const found = isObject(value) ? value : {};
  const entries = Object.entries(found).flatMap(([criterion, one]) => {
    const read1 = isCriterionId(criterion) ? read(one) : undefined;
    return read1 ? [[criterion, read1] as const] : [];
  });
  return Object.fromEntries(entries) as Partial<Record<CriterionId, T>>;
}

function criterion(value: unknown): MomentCriterion | undefined {
  if (!isObject(value) || !isCriterionId(value.id)) return undefined;
  return {
    id: value.id,
    group: value.group === 'differentiating' ? 'differentiating' : 'essential',
    validated: value.validated === true,
    points: count(value.points),
    maxPoints: count(value.maxPoints),
    answers: perQuestion(value.answers, answer),
  };
}

/** Reads the answer; one of the wrong shape fails with the generic message rather than half a screen. */
export function toEvaluationMoment(body: unknown): EvaluationMoment {
  if (!isObject(body) || !isStatusEval(body.statusEval) || !isObject(body.moment))
    throw new ApiError({ status: 200 });
  const { moment } = body;
  const artisan = isObject(moment.artisan) ? moment.artisan : {};
  const submission = step(moment.submission);
  const decisionStep = step(moment.decision);
  const decisionType = isObject(moment.decision) ? moment.decision.type : undefined;
  const lastChange = step(moment.lastChange);
  const lastChangeType = isObject(moment.lastChange) ? text(moment.lastChange.type) : null;
  return {
    at: typeof moment.at === 'string' ? moment.at : '',
    artisanCreatedAt: text(artisan.createdAt),
    artisanExisted: artisan.existed !== false,
    startedAt: text(moment.startedAt),
    evaluatorName: isObject(body.evaluator) ? text(body.evaluator.name) : null,
    lastChange: lastChange && lastChangeType ? { ...lastChange, type: lastChangeType } : null,
    changesSince: count(moment.changesSince),
    statusEval: body.statusEval,
    reviewStatus: isReviewStatus(body.reviewStatus) ? body.reviewStatus : 'NOT REVIEWED',
    decision: isDecision(body.decision) ? body.decision : null,
    criteria: listOf(body.criteria, criterion),
    ...pointsAndTexts(body),
    submission:
      submission && isObject(moment.submission)
        ? { ...submission, needsEndorsement: moment.submission.needsEndorsement !== false }
        : null,
    endorsement: step(moment.endorsement),
    review: step(moment.review),
    informationRequest: step(moment.informationRequest),
    decisionStep:
      decisionStep && (decisionType === 'EvaluationDecided' || decisionType === 'EvaluationDecisionDeferred')
        ? { ...decisionStep, type: decisionType }
        : null,
    confirmation: step(moment.confirmation),
    answeredBy: perCriterion(moment.answers, (one) => perQuestion(one, step)),
    validatedBy: perCriterion(moment.validations, step),
  };
}

export async function getEvaluationMoment(id: string, at: string): Promise<EvaluationMoment> {
  const body = await apiFetch(`${evaluationPath(id)}?asOf=${encodeURIComponent(at)}`, { silent: true });
  return toEvaluationMoment(body);
}

export const evaluationMomentQuery = (id: string, at: string) =>
  queryOptions({
    // Under the evaluation's key: a step taken on the screen refreshes it.
    queryKey: [...evaluationQueriesKey(id), 'moment', at] as const,
    queryFn: () => getEvaluationMoment(id, at),
    // The past does not change.
    staleTime: Infinity,
  });

export function useEvaluationMoment(id: string, at: string | null) {
  return useQuery({ ...evaluationMomentQuery(id, at ?? ''), enabled: at !== null });
}
