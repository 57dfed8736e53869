import { assertNever, type EvaluationMoment, type MomentStep, type QuestionNumber } from '@artisans/domain';
import type { ActorView } from '../accounts/actors/actor-names';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { EvaluationEvent } from './domain/evaluation.decider';

/** The wire contract the web reads too (libs/domain/src/contracts/evaluation.ts). */
export type { EvaluationMoment, MomentStep };

type Round = Pick<
  EvaluationMoment,
  'submission' | 'endorsement' | 'review' | 'informationRequest' | 'decision' | 'confirmation' | 'validations'
>;

const NEW_ROUND: Round = {
  submission: null,
  endorsement: null,
  review: null,
  informationRequest: null,
  decision: null,
  confirmation: null,
  validations: {},
};

/** What one event changes in the round's steps (answers are kept apart: they outlive rounds). */
function nextRound(round: Round, event: EvaluationEvent, step: MomentStep): Round {
  switch (event.type) {
    case 'EvaluationSubmitted':
      // Sent again after a request for information: endorsed and reviewed anew.
      return {
        ...round,
        submission: { ...step, needsEndorsement: !event.data.endorsed },
        endorsement: null,
        review: null,
        informationRequest: null,
      };
    case 'EvaluationEndorsed':
      return { ...round, endorsement: step };
    case 'EvaluationReviewStarted':
      return { ...round, review: step };
    case 'EvaluationInformationRequested':
      return { ...round, informationRequest: step };
    case 'EvaluationDecided':
    case 'EvaluationDecisionDeferred':
      return { ...round, decision: { ...step, type: event.type } };
    case 'EvaluationConfirmed':
      return { ...round, confirmation: step };
    case 'EvaluationReopened':
      return NEW_ROUND;
    case 'EvaluationCriterionValidated':
      return { ...round, validations: { ...round.validations, [event.data.criterion]: step } };
    case 'EvaluationStarted':
    case 'EvaluationAnswersRecorded':
    case 'GreenListUnlocked':
    case 'EvaluationSentMailRequested':
      return round;
    default:
      return assertNever(event);
  }
}

/**
 * The facts of the moment `at` from the evaluation's events (oldest first) and when the artisan was
 * recorded. Events at the moment itself count: a step of the history opened "as of" it shows it.
 */
export function evaluationMoment(
  events: readonly (StoredEvent & EvaluationEvent)[],
  at: Date,
  artisanCreatedAt: string,
  actorOf: (metadata: StoredEvent['metadata']) => ActorView,
): EvaluationMoment {
  const by = (event: StoredEvent) => new Date(event.metadata.occurredAt) <= at;
  const until = events.filter(by);
  const listed = (event: EvaluationEvent) => event.type !== 'EvaluationStarted';
  let round = NEW_ROUND;
  let startedAt: string | null = null;
  let lastChange: EvaluationMoment['lastChange'] = null;
  const answers: EvaluationMoment['answers'] = {};
  for (const event of until) {
    const step: MomentStep = { at: event.metadata.occurredAt, actor: actorOf(event.metadata) };
    if (event.type === 'EvaluationAnswersRecorded') {
      startedAt ??= step.at;
      const { criterion } = event.data;
      const given = Object.keys(event.data.answers) as QuestionNumber[];
      answers[criterion] = {
        ...answers[criterion],
        ...Object.fromEntries(given.map((question) => [question, step])),
      };
    }
    round = nextRound(round, event, step);
    if (listed(event)) lastChange = { ...step, type: event.type };
  }
  return {
    at: at.toISOString(),
    artisan: { createdAt: artisanCreatedAt, existed: new Date(artisanCreatedAt) <= at },
    startedAt,
    lastChange,
    changesSince: events.filter((event) => !by(event) && listed(event)).length,
    ...round,
    answers,
  };
}
