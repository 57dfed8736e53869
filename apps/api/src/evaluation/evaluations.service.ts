import { Versioned } from '../infrastructure/http/versioned';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  EVALUATION_MESSAGES,
  EVALUATION_STEP_PERMISSION,
  MESSAGES,
  can,
  evaluationAccess,
  fold,
  type EvaluationActor,
  type EvaluationSettings,
  type LifecycleEventType,
} from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import type { Session } from '../accounts/auth/session';
import { canReach, inReach } from '../artisans/artisan-reach';
import { ArtisanProfilesService } from '../artisans/profile/artisan-profiles.service';
import { CommandRunner } from '../infrastructure/commands/command-runner';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { EventStore, StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { Db } from '../infrastructure/database/database';
import { APP_CONFIG, DB, EVENT_STORE } from '../infrastructure/tokens';
import { actorNames } from '../accounts/actors/actor-names';
import { evaluationCodec } from './evaluation-start';
import { currentEndorsement, endorsementView, type EndorsementView } from './evaluation-endorsement';
import { toHistory, type EvaluationHistoryEntry, type HistoryKind } from './evaluation-history';
import {
  evaluationDecider,
  evaluationStreamId,
  type EvaluationCommand,
  type EvaluationEvent,
  type EvaluationState,
  type EvaluationWriter,
} from './domain/evaluation.decider';
import { evaluationMoment, type EvaluationMoment } from './evaluation-moment';
import { toEvaluationView, type EvaluationView, type EvaluatorView } from './evaluation-view';

/** What a use case asks of the evaluation decider: the artisan and the writer are added here. */
export type EvaluationRequest = DistributiveOmit<EvaluationCommand, 'artisanId' | keyof EvaluationWriter>;
export type EvaluationAnswers = Extract<EvaluationCommand, { type: 'RecordAnswers' }>['answers'];

/** The evaluation as it stood at a past moment, with who did what until then and what changed since. */
export type EvaluationAsOfView = EvaluationView & { moment: EvaluationMoment };

const COMMAND_STEP: Readonly<
  Record<
    Exclude<EvaluationCommand['type'], 'RecordAnswers' | 'ValidateCriterion' | 'RequestSentMail'>,
    LifecycleEventType
  >
> = {
  SubmitEvaluation: 'SUBMIT',
  EndorseEvaluation: 'ENDORSE',
  StartReview: 'START_REVIEW',
  AskForInformation: 'ASK_FOR_INFORMATION',
  DecideEvaluation: 'DECIDE',
  DeferDecision: 'DEFER_DECISION',
  ConfirmArtisan: 'CONFIRM',
  ReopenEvaluation: 'REOPEN',
};

/** Staff who may see the artisan but not yet its evaluation (SPEC.md section 8). */
const unavailable = () =>
  new DomainError('forbidden', EVALUATION_MESSAGES.unavailable, 'evaluation-unavailable');
const forbidden = () => new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');

/**
 * The staff evaluation of an artisan: read, answer, validate and every lifecycle step. Staff who may
 * change the artisan (its country's network, the foundation) see the evaluation from the start;
 * staff of other countries once a network member has endorsed it (SPEC.md section 4). Until it is
 * sent, only its evaluator changes or sends it (libs/domain evaluation-permissions.ts; the decider
 * refuses the others); the view says what this session may do. The artisan never reads its staff
 * evaluation here: it has its self-assessment.
 */
@Injectable()
export class EvaluationsService {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandRunner,
    private readonly profiles: ArtisanProfilesService,
  ) {}

  /**
   * The evaluation now, or as it stood at `asOf` (folded from the events recorded until then): staff
   * auditing a decision open it exactly as the deciders saw it, with the moment's facts (did the
   * artisan exist, who gave each answer and took each step, what changed since). Steps are offered
   * only for now.
   */
  async view(session: Session, artisanId: string, asOf?: Date): Promise<EvaluationView> {
    return (await this.viewVersioned(session, artisanId, asOf)).resource;
  }

  /** The view with its stream version (-1 before the first answer): its ETag, which a change names. */
  async viewVersioned(
    session: Session,
    artisanId: string,
    asOf?: Date,
  ): Promise<Versioned<EvaluationView | EvaluationAsOfView>> {
    const { id, mayChange, createdAt } = await this.target(session, artisanId);
    const events = await this.events(id);
    const version = events.length - 1;
    const current = fold(evaluationDecider, events);
    if (!mayChange && !endorsed(current)) throw unavailable();
    if (!asOf) return new Versioned(await this.present(session, id, current, mayChange, events), version);
    const past = events.filter((event) => new Date(event.metadata.occurredAt) <= asOf);
    const until = fold(evaluationDecider, past);
    const view = toEvaluationView(
      id,
      until,
      { editable: false, allowedActions: [] },
      await this.evaluator(until),
      await this.endorsement(past),
    );
    const moment = evaluationMoment(events, asOf, createdAt, await actorNames(this.db, events));
    return new Versioned({ ...view, moment }, version);
  }

  /** The current state for the analysis, with the same visibility as `view`. */
  async visibleState(session: Session, artisanId: string): Promise<{ id: string; state: EvaluationState }> {
    const { id, mayChange } = await this.target(session, artisanId);
    const state = fold(evaluationDecider, await this.events(id));
    if (!mayChange && !endorsed(state)) throw unavailable();
    return { id, state };
  }

  /** The artisan's own standing (its status and the committee's words), for its analysis. */
  async stateForArtisan(artisanId: string): Promise<{ state: EvaluationState }> {
    return { state: fold(evaluationDecider, await this.events(artisanId)) };
  }

  /** The decision history, oldest first, optionally of some kinds only. */
  async history(
    session: Session,
    artisanId: string,
    kinds: readonly HistoryKind[],
  ): Promise<EvaluationHistoryEntry[]> {
    const { id, mayChange } = await this.target(session, artisanId);
    const events = await this.events(id);
    if (!mayChange && !endorsed(fold(evaluationDecider, events))) throw unavailable();
    const entries = toHistory(events, await actorNames(this.db, events));
    return kinds.length === 0 ? entries : entries.filter((entry) => kinds.includes(entry.kind));
  }

  /**
   * Answers, validations and lifecycle steps: the step's permission, and the artisan to change.
   * Who writes goes with the answers, the validations and the sending: the decider checks them
   * against who started the evaluation.
   */
  async execute(
    session: Session,
    artisanId: string,
    command: EvaluationRequest,
    context: CommandContext,
    /** The version the person's screen showed (If-Match): a change since refuses this one (412). */
    seenVersion?: number,
  ): Promise<Versioned<EvaluationView>> {
    const action =
      command.type === 'RecordAnswers' ||
      command.type === 'ValidateCriterion' ||
      command.type === 'RequestSentMail'
        ? 'artisans.evaluate'
        : EVALUATION_STEP_PERMISSION[COMMAND_STEP[command.type]];
    if (!can(session.role, action)) throw forbidden();
    const { id, mayChange } = await this.target(session, artisanId);
    // Endorsing, reviewing and deciding are the foundation's and the country network's; staff of
    // other countries only read.
    if (!mayChange) throw forbidden();
    const writer: EvaluationWriter = { by: actorOf(session, mayChange), settings: this.settings() };
    const writes =
      command.type === 'RecordAnswers' ||
      command.type === 'ValidateCriterion' ||
      command.type === 'SubmitEvaluation';
    const full = { ...command, artisanId: id, ...(writes ? writer : {}) } as EvaluationCommand;
    const { state, version } = await this.commands.run(
      evaluationStreamId(id),
      evaluationDecider,
      full,
      context,
      {
        codec: evaluationCodec(this.db, id),
        seenVersion,
      },
    );
    // The events the state was folded from (the stream only grows): who endorsed, for the answer.
    const events = (await this.eventStore.readStream(evaluationStreamId(id))).slice(0, version + 1);
    return new Versioned(await this.present(session, id, state, mayChange, events), version);
  }

  private async target(
    session: Session,
    artisanId: string,
  ): Promise<{ id: string; mayChange: boolean; createdAt: string }> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const mayChange = canReach(session, inReach(artisan), 'change');
    return { id: artisan.id, mayChange, createdAt: artisan.createdAt };
  }

  /** The evaluation's events, their texts opened (and an older stream's start told). */
  private async events(artisanId: string): Promise<(StoredEvent & EvaluationEvent)[]> {
    const events = await this.eventStore.readStream(evaluationStreamId(artisanId));
    return evaluationCodec(this.db, artisanId).decode(events as unknown as (StoredEvent & EvaluationEvent)[]);
  }

  /** The setting of SPEC.md section 4: network members may also write what they are asked to endorse. */
  private settings(): EvaluationSettings {
    return { networkMemberEdits: this.config.NETWORK_MEMBER_EDITS_EVALUATION };
  }

  /** Who started the evaluation, by name: the screen says who is writing it. */
  private async evaluator(state: EvaluationState): Promise<EvaluatorView | null> {
    const { evaluatorId } = state;
    if (evaluatorId === null) return null;
    const nameOf = await actorNames(this.db, [{ metadata: { actorId: evaluatorId, actorRole: null } }]);
    return { id: evaluatorId, name: nameOf({ actorId: evaluatorId, actorRole: null }).name };
  }

  /** Who endorsed the evaluation as sent in these events, by name; null when nobody did (yet). */
  private async endorsement(events: readonly StoredEvent[]): Promise<EndorsementView | null> {
    const endorsed = currentEndorsement(events);
    return endorsed && endorsementView(endorsed, await actorNames(this.db, [endorsed]));
  }

  private async present(
    session: Session,
    artisanId: string,
    state: EvaluationState,
    mayChange: boolean,
    events: readonly StoredEvent[],
  ): Promise<EvaluationView> {
    const access = evaluationAccess(
      actorOf(session, mayChange),
      { lifecycle: state.lifecycle, evaluatorId: state.evaluatorId },
      this.settings(),
    );
    return toEvaluationView(
      artisanId,
      state,
      access,
      await this.evaluator(state),
      await this.endorsement(events),
    );
  }
}

function actorOf(session: Session, changesArtisan: boolean): EvaluationActor {
  return { accountId: session.accountId, role: session.role, changesArtisan };
}

/** Past the endorsement of the current round: other countries' staff may read it. */
function endorsed(state: EvaluationState): boolean {
  const { statusEval, submittedStep } = state.lifecycle;
  if (statusEval === 'IN PROGRESS') return false;
  return !(statusEval === 'SUBMITTED' && submittedStep === 'awaitingEndorsement');
}

/** Omit for each member of a union (plain Omit would merge them). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
