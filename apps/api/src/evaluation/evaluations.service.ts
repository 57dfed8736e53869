import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  MESSAGES,
  allowedLifecycleEvents,
  can,
  fold,
  isEvaluationEditable,
  type Action,
  type LifecycleEventType,
} from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import type { Session } from '../accounts/auth/session';
import { canReach } from '../artisans/artisan-reach';
import { ArtisanProfilesService } from '../artisans/profile/artisan-profiles.service';
import { CommandRunner } from '../infrastructure/commands/command-runner';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { EventStore, StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { Db } from '../infrastructure/database/database';
import { APP_CONFIG, DB, EVENT_STORE } from '../infrastructure/tokens';
import { actorNames } from '../accounts/actors/actor-names';
import { evaluationTextsCodec } from './evaluation-texts';
import { toHistory, type EvaluationHistoryEntry, type HistoryKind } from './evaluation-history';
import {
  evaluationDecider,
  evaluationStreamId,
  type EvaluationCommand,
  type EvaluationEvent,
  type EvaluationState,
} from './domain/evaluation.decider';
import { toEvaluationView, type EvaluationView } from './evaluation-view';

/** Who may ask for each lifecycle step (SPEC.md section 6). */
const STEP_PERMISSION: Readonly<Record<LifecycleEventType, Action>> = {
  SUBMIT: 'artisans.evaluate',
  ENDORSE: 'evaluations.endorse',
  START_REVIEW: 'evaluations.review',
  ASK_FOR_INFORMATION: 'evaluations.review',
  DECIDE: 'artisans.decide',
  DEFER_DECISION: 'artisans.decide',
  CONFIRM: 'artisans.decide',
  REOPEN: 'artisans.decide',
};

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

const notFound = () => new DomainError('not_found', MESSAGES.notFound, 'not-found');
const forbidden = () => new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');

/**
 * The staff evaluation of an artisan: read, answer, validate and every lifecycle step. Staff who may
 * change the artisan (its country's network, the foundation) see the evaluation from the start;
 * staff of other countries once a network member has endorsed it (SPEC.md section 4). The artisan
 * never reads its staff evaluation here: it has its self-assessment.
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
   * auditing a decision open it exactly as the deciders saw it. Steps are offered only for now.
   */
  async view(session: Session, artisanId: string, asOf?: Date): Promise<EvaluationView> {
    const { id, mayChange } = await this.target(session, artisanId);
    const events = await this.events(id);
    const current = fold(evaluationDecider, events);
    if (!mayChange && !endorsed(current)) throw notFound();
    if (!asOf) return this.present(session, id, current, mayChange);
    const until = events.filter((event) => new Date(event.metadata.occurredAt) <= asOf);
    return toEvaluationView(id, fold(evaluationDecider, until), [], false);
  }

  /** The current state for the analysis, with the same visibility as `view`. */
  async visibleState(session: Session, artisanId: string): Promise<{ id: string; state: EvaluationState }> {
    const { id, mayChange } = await this.target(session, artisanId);
    const state = fold(evaluationDecider, await this.events(id));
    if (!mayChange && !endorsed(state)) throw notFound();
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
    if (!mayChange && !endorsed(fold(evaluationDecider, events))) throw notFound();
    const entries = toHistory(events, await actorNames(this.db, events));
    return kinds.length === 0 ? entries : entries.filter((entry) => kinds.includes(entry.kind));
  }

  /** Answers, validations and lifecycle steps: the step's permission, and the artisan to change. */
  async execute(
    session: Session,
    artisanId: string,
    command: DistributiveOmit<EvaluationCommand, 'artisanId'>,
    context: CommandContext,
  ): Promise<EvaluationView> {
    const action =
      command.type === 'RecordAnswers' ||
      command.type === 'ValidateCriterion' ||
      command.type === 'RequestSentMail'
        ? 'artisans.evaluate'
        : STEP_PERMISSION[COMMAND_STEP[command.type]];
    if (!can(session.role, action)) throw forbidden();
    const { id, mayChange } = await this.target(session, artisanId);
    // Endorsing, reviewing and deciding are the foundation's and the country network's; staff of
    // other countries only read.
    if (!mayChange) throw forbidden();
    const asEndorser = this.endorserMayEdit(session);
    const full = { ...command, artisanId: id, ...(command.type === 'RecordAnswers' ? { asEndorser } : {}) };
    const { state } = await this.commands.run(
      evaluationStreamId(id),
      evaluationDecider,
      full as EvaluationCommand,
      context,
      evaluationTextsCodec(this.db, id),
    );
    return this.present(session, id, state, mayChange);
  }

  private async target(session: Session, artisanId: string): Promise<{ id: string; mayChange: boolean }> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const { profile } = artisan.account;
    const mayChange = canReach(
      session,
      {
        id: artisan.id,
        countryId: profile.countryId,
        pending: profile.pending,
        suggestedCountryIds: profile.suggestedCountryIds,
      },
      'change',
    );
    return { id: artisan.id, mayChange };
  }

  /** The evaluation's events, their texts opened. */
  private async events(artisanId: string): Promise<(StoredEvent & EvaluationEvent)[]> {
    const events = await this.eventStore.readStream(evaluationStreamId(artisanId));
    return evaluationTextsCodec(this.db, artisanId).decode(
      events as unknown as (StoredEvent & EvaluationEvent)[],
    );
  }

  /** The setting of SPEC.md section 4: network members may correct what they are asked to endorse. */
  private endorserMayEdit(session: Session): boolean {
    return this.config.NETWORK_MEMBER_EDITS_EVALUATION && can(session.role, 'evaluations.endorse');
  }

  private present(
    session: Session,
    artisanId: string,
    state: EvaluationState,
    mayChange: boolean,
  ): EvaluationView {
    const allowed = mayChange
      ? allowedLifecycleEvents(state.lifecycle).filter((step) => can(session.role, STEP_PERMISSION[step]))
      : [];
    const editable =
      mayChange &&
      can(session.role, 'artisans.evaluate') &&
      (isEvaluationEditable(state.lifecycle) ||
        (this.endorserMayEdit(session) && state.lifecycle.submittedStep === 'awaitingEndorsement'));
    return toEvaluationView(artisanId, state, allowed, editable);
  }
}

/** Past the endorsement of the current round: other countries' staff may read it. */
function endorsed(state: EvaluationState): boolean {
  const { statusEval, submittedStep } = state.lifecycle;
  if (statusEval === 'IN PROGRESS') return false;
  return !(statusEval === 'SUBMITTED' && submittedStep === 'awaitingEndorsement');
}

/** Omit for each member of a union (plain Omit would merge them). */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
