import {
  assertNever,
  CRITERION_IDS,
  EVALUATION_STEP_TYPES,
  QUESTION_NUMBERS,
  isDecision,
  isGreenListStatus,
  isPoints,
  isReviewStatus,
  isStatusEval,
  type CriterionId,
  type Decision,
  type Figure,
  type GreenListStatus,
  type Points,
  type QuestionNumber,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';
import type { ActivityKind } from '../../evaluation/downloads/evaluation-statistics';
import { GREEN_LIST_STEP_TYPES } from '../../green-list/projections/green-list-standing';
import { intOrNull, ints } from '../../infrastructure/projections/event-values';
import { greenListStep } from './green-list-statistics';

/**
 * What the statistics know of one artisan, folded from its artisan, evaluation and self-assessment
 * streams (pure: the projection loads and stores it). Every figure of the statistics screen is summed
 * from the facts this fold gives off; the state itself answers the cohort funnel and the benchmarks.
 */

/** How the artisan came into the tool. */
export type RegistrationSource = 'sign-up' | 'staff' | 'import';

/** What figures are sliced by; the values as they stood when a fact happened. */
export type Dimensions = {
  countryId: number | null;
  craftMaterialId: number | null;
  craftPersonId: number | null;
  /** Ids of the initiatives the artisan is recommended for, sorted. */
  recommendations: number[];
  /** The role of whoever registered the artisan (ROLE_ARTISAN for a sign-up, SYSTEM when unknown). */
  creatorRole: string;
};

/** Points per question (0..5) as answered so far. */
export type PointsSheet = Partial<Record<CriterionId, Partial<Record<QuestionNumber, Points>>>>;

/** Points per criterion (0..15) of a sent evaluation or self-assessment. */
export type CriterionPoints = Partial<Record<CriterionId, number>>;

export type ArtisanStatistics = Dimensions & {
  artisanId: string;
  source: RegistrationSource;
  registeredAt: string;
  deleted: boolean;
  emailConfirmedAt: string | null;
  selfAssessmentSentAt: string | null;
  selfDraft: PointsSheet;
  selfPoints: CriterionPoints | null;
  selfTotal: number | null;
  evaluationCreatedAt: string | null;
  evaluationSentAt: string | null;
  endorsedAt: string | null;
  decidedAt: string | null;
  acceptedAt: string | null;
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  /** When the artisan entered its statusEval: the start of the spell the next transition closes. */
  statusSince: string;
  evaluationDraft: PointsSheet;
  evaluationPoints: CriterionPoints | null;
  evaluationTotal: number | null;
  greenListStatus: GreenListStatus | null;
  greenListAvailableAt: string | null;
  greenListSentAt: string | null;
  greenListCompleteAt: string | null;
  greenListTotal: number | null;
  /** How many lifecycle steps the evaluation took: the rank of the next one. */
  evaluationSteps?: number;
};

/** A lifecycle step and where it left the evaluation: its standing at any later time until the next. */
export type EvaluationStepRecord = {
  seq: number;
  at: string;
  /** What the evaluation download's Activity sheet counts the step for. */
  kinds: ActivityKind[];
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  totalPoint: number;
  points: CriterionPoints;
};

/** A time spent in one statusEval, closed by the transition out of it. */
export type StatusSpell = { status: StatusEval; enteredAt: string; leftAt: string };

/**
 * Counted events ("flows"): how many happened on a day. Sums over a period answer "how many in the
 * period"; sums until a day answer "how many until then". They are the screen's figures but for the
 * two that are sums of others (SUMS of statistics-report.ts), so that the two lists cannot drift.
 */
export type FlowMetric = Exclude<Figure, 'registered' | 'evaluation.decided'>;

/** A statusEval transition: the artisan entered this status. */
export type TransitionMetric = `transition.${StatusEval}`;

/**
 * A score given when an evaluation or a self-assessment was sent: one per criterion, with its points
 * in the name, so that the distribution and the average are sums of counts.
 */
export type ScoreMetric = `score.${'evaluation' | 'self'}.${CriterionId}.${number}`;

/**
 * Standings ("stocks"): +1 when the artisan enters one, -1 when it leaves it (or moves to other
 * dimensions), so that the sum until a day is the standing at the end of that day.
 */
export type StockMetric =
  | 'stock.artisans'
  | `stock.status.${StatusEval}`
  | `stock.decision.${Decision}`
  | `stock.greenList.${GreenListStatus}`;

/**
 * A completed Green List's final score per section, as sums: the points, the maximum and one count,
 * so that a section's average percentage is points over maximum.
 */
export type GreenListScoreMetric = `greenListScore.${string}.${'points' | 'maximum' | 'count'}`;

export type Metric = FlowMetric | TransitionMetric | ScoreMetric | StockMetric | GreenListScoreMetric;

/** One fact: on `day`, `metric` changed by `value` for artisans of these dimensions. */
export type Fact = Dimensions & { day: string; metric: Metric; value: number };

/** The events this fold reads, as they may be found in the log (older events lack newer keys). */
type ProfileFields = {
  countryId?: number | null;
  craftMaterialId?: number | null;
  craftPersonId?: number | null;
  recommendations?: number[];
};

type Answers = Partial<Record<QuestionNumber, { points?: unknown }>>;

type Step = { artisanId: string; statusEval: unknown; reviewStatus: unknown };

export type StatisticsEvent =
  | { type: 'ArtisanRegistered'; data: ProfileFields & { artisanId: string; source?: string } }
  | { type: 'ArtisanProfileChanged'; data: { artisanId: string; changes?: ProfileFields } }
  | { type: 'ArtisanEmailConfirmed'; data: { artisanId: string } }
  | { type: 'ArtisanAccountDeleted'; data: { artisanId: string } }
  | {
      type: 'SelfAssessmentAnswersRecorded';
      data: { artisanId: string; criterion: string; answers: Answers };
    }
  | { type: 'SelfAssessmentSubmitted'; data: { artisanId: string; totalPoint?: number } }
  | { type: 'EvaluationStarted'; data: { artisanId: string } }
  | { type: 'EvaluationAnswersRecorded'; data: { artisanId: string; criterion: string; answers: Answers } }
  | { type: 'EvaluationSubmitted'; data: Step & { endorsed?: boolean; totalPoint?: number } }
  | { type: 'EvaluationEndorsed'; data: Step & { totalPoint?: number } }
  | { type: 'EvaluationReviewStarted'; data: Step }
  | { type: 'EvaluationInformationRequested'; data: Step }
  | { type: 'EvaluationDecided'; data: Step & { decision?: unknown } }
  | { type: 'EvaluationDecisionDeferred'; data: Step }
  | { type: 'EvaluationConfirmed'; data: Step }
  | { type: 'EvaluationReopened'; data: Step }
  | { type: 'GreenListUnlocked'; data: { artisanId: string } }
  | {
      type:
        | 'GreenListMadeAvailable'
        | 'GreenListStarted'
        | 'GreenListReviewStarted'
        | 'GreenListInformationRequested';
      data: { artisanId: string; status?: unknown };
    }
  | {
      type: 'GreenListSubmitted' | 'GreenListCompleted';
      data: { artisanId: string; status?: unknown; totalPoint?: number; score?: GreenListRecordedScore };
    };

/** The score a sent or completed Green List records, per section (points out of a maximum). */
type GreenListRecordedScore = { sections?: Record<string, { points?: unknown; maximum?: unknown }> };

export type StatisticsEventType = StatisticsEvent['type'];

/** The types the statistics fold: a rebuild reads only these (log-scan.ts). */
export const STATISTICS_EVENT_TYPES: ReadonlySet<string> = new Set<StatisticsEventType>([
  'ArtisanRegistered',
  'ArtisanProfileChanged',
  'ArtisanEmailConfirmed',
  'ArtisanAccountDeleted',
  'SelfAssessmentAnswersRecorded',
  'SelfAssessmentSubmitted',
  'EvaluationStarted',
  'EvaluationAnswersRecorded',
  ...EVALUATION_STEP_TYPES,
  'GreenListUnlocked',
  ...GREEN_LIST_STEP_TYPES,
]);

export function isStatisticsEvent(event: { type: string }): event is StatisticsEvent {
  return STATISTICS_EVENT_TYPES.has(event.type);
}

function greenListSectionScores(
  score: GreenListRecordedScore | undefined,
): { metric: GreenListScoreMetric; value: number }[] {
  return Object.entries(score?.sections ?? {}).flatMap(([section, { points, maximum }]) =>
    typeof points === 'number' && typeof maximum === 'number'
      ? [
          { metric: `greenListScore.${section}.points` as const, value: Math.round(points) },
          { metric: `greenListScore.${section}.maximum` as const, value: Math.round(maximum) },
          { metric: `greenListScore.${section}.count` as const, value: 1 },
        ]
      : [],
  );
}

/** What happened to one artisan: its new state, the facts and the status spell it closed. */
export type Folded = {
  state: ArtisanStatistics | undefined;
  facts: Fact[];
  spell: StatusSpell | null;
  step: EvaluationStepRecord | null;
};

export type EventContext = { occurredAt: string; actorRole: string | null };

const dayOf = (at: string) => at.slice(0, 10);

function sourceOf(value: unknown): RegistrationSource {
  return value === 'sign-up' || value === 'import' ? value : 'staff';
}

export function dimensionsOf(state: Dimensions): Dimensions {
  return {
    countryId: state.countryId,
    craftMaterialId: state.craftMaterialId,
    craftPersonId: state.craftPersonId,
    recommendations: state.recommendations,
    creatorRole: state.creatorRole,
  };
}

/**
 * A fact under the dimensions `of` has. Written out rather than spread from dimensionsOf: a rebuild
 * makes millions of them, and one object literal of a fixed shape costs a fraction of two spreads.
 */
function factOf(of: Dimensions, day: string, metric: Metric, value: number): Fact {
  return {
    countryId: of.countryId,
    craftMaterialId: of.craftMaterialId,
    craftPersonId: of.craftPersonId,
    recommendations: of.recommendations,
    creatorRole: of.creatorRole,
    day,
    metric,
    value,
  };
}

function sameDimensions(a: Dimensions, b: Dimensions): boolean {
  return (
    a.countryId === b.countryId &&
    a.craftMaterialId === b.craftMaterialId &&
    a.craftPersonId === b.craftPersonId &&
    a.creatorRole === b.creatorRole &&
    a.recommendations.length === b.recommendations.length &&
    a.recommendations.every((id, i) => id === b.recommendations[i])
  );
}

/** The standings an artisan counts in; a deleted artisan counts in none. */
export function stocksOf(state: ArtisanStatistics | undefined): StockMetric[] {
  if (!state || state.deleted) return [];
  const stocks: StockMetric[] = ['stock.artisans', `stock.status.${state.statusEval}`];
  if (state.decision) stocks.push(`stock.decision.${state.decision}`);
  if (state.greenListStatus) stocks.push(`stock.greenList.${state.greenListStatus}`);
  return stocks;
}

/** The -1/+1 facts that move an artisan from its old standings to its new ones on `day`. */
export function stockChanges(
  before: ArtisanStatistics | undefined,
  after: ArtisanStatistics | undefined,
  day: string,
): Fact[] {
  const left = stocksOf(before);
  const entered = stocksOf(after);
  if (before && after && sameDimensions(before, after)) {
    const gone = left.filter((metric) => !entered.includes(metric));
    const come = entered.filter((metric) => !left.includes(metric));
    return [
      ...gone.map((metric) => factOf(before, day, metric, -1)),
      ...come.map((metric) => factOf(after, day, metric, 1)),
    ];
  }
  return [
    ...(before ? left.map((metric) => factOf(before, day, metric, -1)) : []),
    ...(after ? entered.map((metric) => factOf(after, day, metric, 1)) : []),
  ];
}

function withAnswers(sheet: PointsSheet, criterion: string, answers: Answers): PointsSheet {
  if (!(CRITERION_IDS as readonly string[]).includes(criterion)) return sheet;
  const id = criterion as CriterionId;
  const questions = { ...sheet[id] };
  for (const question of QUESTION_NUMBERS) {
    const points = answers[question]?.points;
    if (isPoints(points)) questions[question] = points;
  }
  return { ...sheet, [id]: questions };
}

/** Points per criterion of the answers so far (a criterion without answers is left out). */
export function criterionPoints(sheet: PointsSheet): CriterionPoints {
  const points: CriterionPoints = {};
  for (const criterion of CRITERION_IDS) {
    const questions = sheet[criterion];
    if (!questions) continue;
    points[criterion] = QUESTION_NUMBERS.reduce((sum, question) => sum + (questions[question] ?? 0), 0);
  }
  return points;
}

function scoreFacts(
  side: 'evaluation' | 'self',
  points: CriterionPoints,
  state: ArtisanStatistics,
  day: string,
): Fact[] {
  return CRITERION_IDS.filter((criterion) => points[criterion] !== undefined).map((criterion) =>
    factOf(state, day, `score.${side}.${criterion}.${points[criterion]!}` as ScoreMetric, 1),
  );
}

function registered(
  event: Extract<StatisticsEvent, { type: 'ArtisanRegistered' }>,
  context: EventContext,
): ArtisanStatistics {
  const { data } = event;
  const source = sourceOf(data.source);
  return {
    artisanId: data.artisanId,
    countryId: intOrNull(data.countryId),
    craftMaterialId: intOrNull(data.craftMaterialId),
    craftPersonId: intOrNull(data.craftPersonId),
    recommendations: ints(data.recommendations),
    creatorRole: source === 'sign-up' ? 'ROLE_ARTISAN' : (context.actorRole ?? 'SYSTEM'),
    source,
    registeredAt: context.occurredAt,
    deleted: false,
    emailConfirmedAt: null,
    selfAssessmentSentAt: null,
    selfDraft: {},
    selfPoints: null,
    selfTotal: null,
    evaluationCreatedAt: null,
    evaluationSentAt: null,
    endorsedAt: null,
    decidedAt: null,
    acceptedAt: null,
    statusEval: 'IN PROGRESS',
    reviewStatus: 'NOT REVIEWED',
    decision: null,
    statusSince: context.occurredAt,
    evaluationDraft: {},
    evaluationPoints: null,
    evaluationTotal: null,
    greenListStatus: null,
    greenListAvailableAt: null,
    greenListSentAt: null,
    greenListCompleteAt: null,
    greenListTotal: null,
  };
}

function profileChanged(state: ArtisanStatistics, changes: ProfileFields): ArtisanStatistics {
  const next = { ...state };
  if ('countryId' in changes) next.countryId = intOrNull(changes.countryId);
  if ('craftMaterialId' in changes) next.craftMaterialId = intOrNull(changes.craftMaterialId);
  if ('craftPersonId' in changes) next.craftPersonId = intOrNull(changes.craftPersonId);
  if ('recommendations' in changes) next.recommendations = ints(changes.recommendations);
  return next;
}

type StepEvent = Extract<StatisticsEvent, { data: Step }>;

/**
 * The flow and the download's kind of each step that counts for one of each whatever its data;
 * sending and deciding depend on theirs (see stepFlows and stepKinds).
 */
const PLAIN_STEPS = {
  EvaluationEndorsed: { flow: 'evaluation.endorsed', kind: 'endorsed' },
  EvaluationReviewStarted: { flow: 'evaluation.reviewed', kind: 'reviewed' },
  EvaluationInformationRequested: { flow: 'evaluation.informationRequested', kind: 'informationRequested' },
  EvaluationDecisionDeferred: { flow: 'evaluation.deferred', kind: 'deferred' },
  EvaluationConfirmed: { flow: 'evaluation.confirmed', kind: 'confirmed' },
  EvaluationReopened: { flow: 'evaluation.reopened', kind: 'reopened' },
} as const satisfies Record<
  Exclude<StepEvent['type'], 'EvaluationSubmitted' | 'EvaluationDecided'>,
  { flow: FlowMetric; kind: ActivityKind }
>;

/** The flows of a lifecycle step, beside the transition it may make. */
function stepFlows(event: StepEvent): FlowMetric[] {
  switch (event.type) {
    case 'EvaluationSubmitted':
      return event.data.endorsed ? ['evaluation.sent', 'evaluation.endorsed'] : ['evaluation.sent'];
    case 'EvaluationDecided':
      return event.data.decision === 'ACCEPTED'
        ? ['evaluation.decided.ACCEPTED']
        : event.data.decision === 'REFUSED'
          ? ['evaluation.decided.REFUSED']
          : [];
    default:
      return [PLAIN_STEPS[event.type].flow];
  }
}

/** The kinds a step counts for in the download (an evaluation sent by a network member comes endorsed). */
function stepKinds(event: StepEvent): ActivityKind[] {
  switch (event.type) {
    case 'EvaluationSubmitted':
      return event.data.endorsed ? ['sent', 'endorsed'] : ['sent'];
    case 'EvaluationDecided':
      return ['decided', event.data.decision === 'ACCEPTED' ? 'selected' : 'refused'];
    default:
      return [PLAIN_STEPS[event.type].kind];
  }
}

function lifecycleStep(
  state: ArtisanStatistics,
  event: Extract<StatisticsEvent, { data: Step }>,
  at: string,
): {
  state: ArtisanStatistics;
  flows: Metric[];
  spell: StatusSpell | null;
  scores: CriterionPoints | null;
  record: EvaluationStepRecord;
} {
  const next = { ...state };
  const flows: Metric[] = stepFlows(event);
  let scores: CriterionPoints | null = null;
  if (isReviewStatus(event.data.reviewStatus)) next.reviewStatus = event.data.reviewStatus;
  switch (event.type) {
    case 'EvaluationSubmitted':
      next.evaluationSentAt = at;
      if (event.data.endorsed) next.endorsedAt = at;
      next.evaluationPoints = criterionPoints(state.evaluationDraft);
      next.evaluationTotal = event.data.totalPoint ?? null;
      scores = next.evaluationPoints;
      break;
    case 'EvaluationEndorsed':
      // A network member may have corrected answers before endorsing: the points as endorsed count.
      next.endorsedAt = at;
      next.evaluationPoints = criterionPoints(state.evaluationDraft);
      if (typeof event.data.totalPoint === 'number') next.evaluationTotal = event.data.totalPoint;
      break;
    case 'EvaluationDecided':
      if (isDecision(event.data.decision)) {
        next.decision = event.data.decision;
        next.decidedAt = at;
        if (event.data.decision === 'ACCEPTED') next.acceptedAt ??= at;
      }
      break;
    case 'EvaluationReopened':
      next.decision = null;
      break;
    case 'EvaluationReviewStarted':
    case 'EvaluationInformationRequested':
    case 'EvaluationDecisionDeferred':
    case 'EvaluationConfirmed':
      break;
    default:
      return assertNever(event);
  }
  let spell: StatusSpell | null = null;
  if (isStatusEval(event.data.statusEval) && event.data.statusEval !== state.statusEval) {
    spell = { status: state.statusEval, enteredAt: state.statusSince, leftAt: at };
    next.statusEval = event.data.statusEval;
    next.statusSince = at;
    flows.push(`transition.${event.data.statusEval}`);
  }
  const seq = (state.evaluationSteps ?? 0) + 1;
  next.evaluationSteps = seq;
  const points = criterionPoints(next.evaluationDraft);
  const record: EvaluationStepRecord = {
    seq,
    at,
    kinds: stepKinds(event),
    statusEval: next.statusEval,
    reviewStatus: next.reviewStatus,
    decision: next.decision,
    totalPoint: Object.values(points).reduce((sum, value) => sum + value, 0),
    points,
  };
  return { state: next, flows, spell, scores, record };
}

/**
 * Folds one event into an artisan's statistics. Flows are counted under the dimensions the artisan
 * has once the event is applied (a deletion under those it had); standings move with the artisan.
 */
export function foldStatistics(
  state: ArtisanStatistics | undefined,
  event: StatisticsEvent,
  context: EventContext,
): Folded {
  const at = context.occurredAt;
  const day = dayOf(at);
  if (event.type === 'ArtisanRegistered') {
    if (state) return { state, facts: [], spell: null, step: null }; // the first registration wins
    const next = registered(event, context);
    const flow = factOf(next, day, `registered.${next.source}`, 1);
    return { state: next, facts: [flow, ...stockChanges(undefined, next, day)], spell: null, step: null };
  }
  // Events of an artisan never registered (or already deleted) have nothing to count under.
  if (!state || state.deleted) return { state, facts: [], spell: null, step: null };

  let next: ArtisanStatistics = state;
  let flows: Metric[] = [];
  let spell: StatusSpell | null = null;
  let record: EvaluationStepRecord | null = null;
  let sectionScores: { metric: GreenListScoreMetric; value: number }[] = [];
  let scores: { side: 'evaluation' | 'self'; points: CriterionPoints } | null = null;
  switch (event.type) {
    case 'ArtisanProfileChanged':
      next = profileChanged(state, event.data.changes ?? {});
      break;
    case 'ArtisanEmailConfirmed':
      if (state.emailConfirmedAt === null) {
        next = { ...state, emailConfirmedAt: at };
        flows = ['email.confirmed'];
      }
      break;
    case 'ArtisanAccountDeleted':
      next = { ...state, deleted: true };
      flows = ['artisan.deleted'];
      break;
    case 'SelfAssessmentAnswersRecorded':
      next = { ...state, selfDraft: withAnswers(state.selfDraft, event.data.criterion, event.data.answers) };
      break;
    case 'SelfAssessmentSubmitted': {
      const points = criterionPoints(state.selfDraft);
      next = {
        ...state,
        selfAssessmentSentAt: at,
        selfPoints: points,
        selfTotal: event.data.totalPoint ?? null,
      };
      flows = ['selfAssessment.sent'];
      scores = { side: 'self', points };
      break;
    }
    case 'EvaluationStarted':
      if (state.evaluationCreatedAt === null) {
        next = { ...state, evaluationCreatedAt: at };
        flows = ['evaluation.created'];
      }
      break;
    case 'EvaluationAnswersRecorded': {
      const draft = withAnswers(state.evaluationDraft, event.data.criterion, event.data.answers);
      // Streams older than EvaluationStarted begin with their first answers.
      const created = state.evaluationCreatedAt === null;
      next = { ...state, evaluationDraft: draft, evaluationCreatedAt: state.evaluationCreatedAt ?? at };
      if (created) flows = ['evaluation.created'];
      break;
    }
    case 'GreenListUnlocked': {
      const unlocked = greenListStep(state, 'AVAILABLE', at);
      next = unlocked.state;
      flows = unlocked.flows;
      break;
    }
    case 'GreenListMadeAvailable':
    case 'GreenListStarted':
    case 'GreenListReviewStarted':
    case 'GreenListInformationRequested':
    case 'GreenListSubmitted':
    case 'GreenListCompleted': {
      if (!isGreenListStatus(event.data.status)) break;
      const total = 'totalPoint' in event.data ? event.data.totalPoint : undefined;
      const moved = greenListStep(state, event.data.status, at, total);
      next = moved.state;
      flows = moved.flows;
      if (event.type === 'GreenListCompleted') sectionScores = greenListSectionScores(event.data.score);
      break;
    }
    case 'EvaluationSubmitted':
    case 'EvaluationEndorsed':
    case 'EvaluationReviewStarted':
    case 'EvaluationInformationRequested':
    case 'EvaluationDecided':
    case 'EvaluationDecisionDeferred':
    case 'EvaluationConfirmed':
    case 'EvaluationReopened': {
      const step = lifecycleStep(state, event, at);
      next = step.state;
      flows = step.flows;
      spell = step.spell;
      record = step.record;
      if (step.scores) scores = { side: 'evaluation', points: step.scores };
      break;
    }
    default:
      return assertNever(event);
  }
  const counted = event.type === 'ArtisanAccountDeleted' ? state : next;
  const facts: Fact[] = [
    ...flows.map((metric) => factOf(counted, day, metric, 1)),
    ...(scores ? scoreFacts(scores.side, scores.points, next, day) : []),
    ...sectionScores.map(({ metric, value }) => factOf(next, day, metric, value)),
    ...stockChanges(state, next, day),
  ];
  return { state: next, facts, spell, step: record };
}
