import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  GREEN_LIST_MESSAGES,
  MESSAGES,
  greenListAccess,
  mayOpenGreenList,
  mayReadGreenList,
  mayTakeGreenListStep,
  unlocksGreenList,
  type GreenListActor,
  type GreenListLifecycleEventType,
} from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { canReach, inReach } from '../artisans/artisan-reach';
import { ArtisanProfilesService } from '../artisans/profile/artisan-profiles.service';
import { evaluationDecider, evaluationStreamId } from '../evaluation/domain/evaluation.decider';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandRunner } from '../infrastructure/commands/command-runner';
import type { Db } from '../infrastructure/database/database';
import { Versioned } from '../infrastructure/http/versioned';
import { DB } from '../infrastructure/tokens';
import {
  greenListDecider,
  greenListStreamId,
  type GreenListCommand,
  type GreenListState,
} from './domain/green-list.decider';
import { greenListTextsCodec } from './green-list-texts';
import { toGreenListView, type GreenListView } from './green-list-view';

const notFound = () => new DomainError('not_found', MESSAGES.notFound, 'not-found');
const forbidden = () => new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
const notAvailable = (kind: 'not_found' | 'conflict') =>
  new DomainError(kind, GREEN_LIST_MESSAGES.notAvailable, 'green-list-not-available');

/** A command of the decider without the artisan, which the URL names. */
export type GreenListRequest = GreenListCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'artisanId'>
    : never
  : never;

/**
 * What every Green List handler shares: who reaches the Green List (the artisan itself; staff who
 * may change the artisan, SPEC.md section 6; everyone else 404, like an unknown id), its events
 * with their texts opened, and running a step through the CommandRunner with the artisan's codec
 * and the version the person saw (If-Match).
 */
@Injectable()
export class GreenLists {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandRunner,
    private readonly profiles: ArtisanProfilesService,
  ) {}

  /** The Green List as this session may see it, with its stream version (the ETag). */
  async read(session: Session, artisanId: string): Promise<Versioned<GreenListView>> {
    const { id, actor } = await this.target(session, artisanId);
    const { state, version } = await this.commands.current(
      greenListStreamId(id),
      greenListDecider,
      greenListTextsCodec(this.db, id),
    );
    return this.present(id, actor, state, version);
  }

  /** A lifecycle step (answers, sending, review), if this session may take it; the lifecycle decides when. */
  async step(
    session: Session,
    artisanId: string,
    step: GreenListLifecycleEventType,
    request: GreenListRequest,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<Versioned<GreenListView>> {
    const { id, actor } = await this.target(session, artisanId);
    if (!mayTakeGreenListStep(actor, id, step)) throw forbidden();
    const command = { ...request, artisanId: id } as GreenListCommand;
    const { state, version } = await this.commands.run(
      greenListStreamId(id),
      greenListDecider,
      command,
      context,
      {
        codec: greenListTextsCodec(this.db, id),
        seenVersion,
      },
    );
    return this.present(id, actor, state, version);
  }

  /**
   * Opens the artisan's Green List once its evaluation unlocks it (SELECTED or CONFIRMED): by the
   * artisan or the foundation; an open Green List is answered as it is (idempotent).
   */
  async open(
    session: Session,
    artisanId: string,
    context: CommandContext,
  ): Promise<Versioned<GreenListView>> {
    const { id, actor } = await this.target(session, artisanId);
    if (!mayOpenGreenList(actor, id)) throw forbidden();
    // The evaluation's texts are not needed (its lifecycle is), so it is read without its codec.
    const evaluation = await this.commands.read(evaluationStreamId(id), evaluationDecider);
    const { lifecycle } = evaluation.state;
    if (!unlocksGreenList(lifecycle)) throw notAvailable('conflict');
    const { state, version } = await this.commands.run(
      greenListStreamId(id),
      greenListDecider,
      { type: 'MakeGreenListAvailable', artisanId: id },
      context,
    );
    return this.present(id, actor, state, version);
  }

  private async target(session: Session, artisanId: string): Promise<{ id: string; actor: GreenListActor }> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const changesArtisan = canReach(session, inReach(artisan), 'change');
    const actor: GreenListActor = { accountId: session.accountId, role: session.role, changesArtisan };
    if (!mayReadGreenList(actor, artisan.id)) throw notFound();
    return { id: artisan.id, actor };
  }

  private present(
    artisanId: string,
    actor: GreenListActor,
    state: GreenListState,
    version: number,
  ): Versioned<GreenListView> {
    const { status } = state;
    // Before the artisan is selected there is nothing to show: the screen explains why (SPEC.md section 2).
    if (status === null) throw notAvailable('not_found');
    const view = toGreenListView(artisanId, { ...state, status }, greenListAccess(actor, artisanId, status));
    return new Versioned(view, version);
  }
}
