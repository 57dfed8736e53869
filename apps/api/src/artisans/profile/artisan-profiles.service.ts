import { Inject, Injectable } from '@nestjs/common';
import {
  ARTISAN_SCOPE,
  DomainError,
  MESSAGES,
  can,
  type ArtisanAccess,
  type Language,
} from '@artisans/domain';
import { actorNames, type ActorView } from '../../accounts/actors/actor-names';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../infrastructure/tokens';
import { ArtisanAccountsService, type ArtisanPersonalData } from '../artisan-accounts.service';
import { canReach } from '../artisan-reach';
import {
  loadArtisan,
  loadArtisanResource,
  statusEvalOf,
  toArtisanResource,
  type ArtisanResource,
  type ArtisanSnapshot,
} from '../artisan-resource';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import {
  ARTISAN_PROFILE_KEYS,
  artisanStreamId,
  newArtisanProfile,
  type ArtisanEvent,
  type ArtisanProfile,
  type ArtisanProfileKey,
  type ProfileEditor,
} from '../domain/artisan.decider';
import { isUuid } from '../http/artisan-input';
import { ArtisanReferences } from '../sign-up/artisan-references';
import { historyActors } from './history-actors';
import { API_FIELD_NAMES, type NewArtisanInput, type ProfileChanges } from './profile-input';

/** A resource and the stream version it was read at. */
export type Versioned<T> = { resource: T; version: number };

/** One change to an artisan, as its history shows it: who, when, which fields (never their values). */
export type ArtisanHistoryEntry = {
  id: string;
  type: ArtisanEvent['type'];
  at: string;
  actor: ActorView;
  changedFields: string[];
};

const notFound = () => new DomainError('not_found', MESSAGES.notFound, 'not-found');
const forbidden = (message: string = MESSAGES.forbidden) =>
  new DomainError('forbidden', message, 'forbidden');
const artisanExists = () => new DomainError('conflict', MESSAGES.artisanExists, 'artisan-exists');

/** The defaults a new profile starts from: the history lists what differs from them. */
const BLANK_PROFILE = newArtisanProfile({
  countryId: null,
  craftMaterialId: null,
  craftPersonId: null,
  inActivity: null,
});

/**
 * The artisan profile (SPEC.md sections 2, 3, 5 and 6): staff creation, reading, partial update,
 * deletion and the change history. Who reaches which artisan is decided on the write model (the
 * artisan's events), so it is never behind a change just made.
 */
@Injectable()
export class ArtisanProfilesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly accounts: ArtisanAccountsService,
    private readonly references: ArtisanReferences,
  ) {}

  /**
   * The artisan if the session reaches it for `access` (SPEC.md section 6). Unknown, deleted, not an
   * id at all or out of sight are one answer, 404, so that ids cannot be probed; an artisan the
   * session may read but not change answers 403.
   */
  async reachable(session: Session, artisanId: string, access: ArtisanAccess): Promise<ArtisanSnapshot> {
    if (!isUuid(artisanId)) throw notFound();
    const artisan = await loadArtisan(this.eventStore, artisanId.toLowerCase());
    if (!artisan) throw notFound();
    const { profile } = artisan.account;
    const target = {
      id: artisan.id,
      countryId: profile.countryId,
      pending: profile.pending,
      suggestedCountryIds: profile.suggestedCountryIds,
    };
    if (!canReach(session, target, 'read')) throw notFound();
    if (access === 'change' && !canReach(session, target, 'change'))
      throw forbidden(ARTISAN_MESSAGES.changeOtherCountry);
    return artisan;
  }

  async get(session: Session, artisanId: string): Promise<ArtisanResource> {
    return (await this.getVersioned(session, artisanId)).resource;
  }

  /** The artisan with its stream version, which the HTTP answer carries as its ETag. */
  async getVersioned(session: Session, artisanId: string): Promise<Versioned<ArtisanResource>> {
    const artisan = await this.reachable(session, artisanId, 'read');
    return { resource: await this.resource(artisan), version: artisan.version };
  }

  /** POST /api/artisans with a staff token. */
  async create(
    session: Session,
    input: NewArtisanInput,
    fallbackLanguage: Language,
    context: CommandContext,
  ): Promise<ArtisanResource> {
    if (session.kind !== 'staff' || !can(session.role, 'artisans.create')) throw forbidden();
    const { personal, profile } = input;
    this.checkCountryAllowed(session, profile.countryId);
    if (profile.pending && !can(session.role, 'artisans.filter.pending'))
      throw forbidden(ARTISAN_MESSAGES.pendingAdminOnly);
    await this.references.checkProfile(profile, ARTISAN_PROFILE_KEYS);
    await this.refuseDuplicate(personal, profile);
    const artisanId = await this.accounts.register(
      {
        source: 'staff',
        createdBy: session.accountId,
        language: input.language ?? fallbackLanguage,
        profile,
        personal,
      },
      context,
    );
    const resource = await loadArtisanResource(this.db, this.eventStore, artisanId);
    if (!resource) throw new Error(`The artisan ${artisanId} just created cannot be read`);
    return resource;
  }

  /**
   * PUT /api/artisans/{id}: the fields sent change, the others stay. The personal data and the
   * event commit together (ArtisanAccountsService.changeProfile). With `seenVersion` (If-Match) a
   * profile changed since the person opened it is refused with 412 instead of overwritten.
   */
  async update(
    session: Session,
    artisanId: string,
    changes: ProfileChanges,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<Versioned<ArtisanResource>> {
    const artisan = await this.reachable(session, artisanId, 'change');
    const editor = editorOf(session);
    if (editor !== 'artisan' && !can(session.role, 'artisans.update')) throw forbidden();
    const current = artisan.account.profile;
    const next: ArtisanProfile = { ...current, ...changes.profile };
    const requested = Object.keys(changes.profile) as ArtisanProfileKey[];
    if (editor !== 'artisan' && next.countryId !== current.countryId)
      this.checkCountryAllowed(session, next.countryId);
    await this.references.checkProfile(
      next,
      requested.filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key])),
    );

    const identity = ['firstName', 'lastName', 'email'] as const;
    await this.accounts.changeProfile(
      {
        artisanId: artisan.id,
        editor,
        profile: changes.profile,
        personal: changes.personal,
        seenVersion,
        checkIdentity: async (db, before, after) => {
          const renamed = identity.some((field) => after[field] !== before[field]);
          if (renamed || next.countryId !== current.countryId)
            await this.refuseDuplicate(after, next, artisan.id, db);
        },
      },
      context,
    );
    const changed = (await loadArtisan(this.eventStore, artisan.id)) ?? artisan;
    return { resource: await this.resource(changed), version: changed.version };
  }

  /** DELETE /api/artisans/{id}: the event stays, every personal trace goes. */
  async delete(
    session: Session,
    artisanId: string,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<void> {
    const artisan = await this.reachable(session, artisanId, 'change');
    if (!can(session.role, 'artisans.delete')) throw forbidden();
    await this.accounts.deleteArtisan(artisan.id, context, seenVersion);
  }

  /**
   * The artisan's events, oldest first, with who did each (history-actors.ts: the creator for a
   * registration recorded without an actor); personal values never appear.
   */
  async history(session: Session, artisanId: string): Promise<ArtisanHistoryEntry[]> {
    const artisan = await this.reachable(session, artisanId, 'read');
    const events = (await this.eventStore.readStream(
      artisanStreamId(artisan.id),
    )) as unknown as (StoredEvent & ArtisanEvent)[];
    const actings = await historyActors(this.db, events);
    const actorOf = await actorNames(
      this.db,
      actings.map((metadata) => ({ metadata })),
    );
    return events.map((event, index) => ({
      id: event.id,
      type: event.type,
      at: event.metadata.occurredAt,
      actor: actorOf(actings[index] ?? event.metadata),
      changedFields: changedFieldsOf(event),
    }));
  }

  private async resource(artisan: ArtisanSnapshot): Promise<ArtisanResource> {
    const [personal, statusEval] = await Promise.all([
      this.accounts.personalData(artisan.id),
      statusEvalOf(this.db, artisan.id),
    ]);
    if (!personal) throw notFound();
    return toArtisanResource(artisan, personal, statusEval);
  }

  /** Network members, ambassadors and hunters add and move artisans in their own countries only. */
  private checkCountryAllowed(session: Session, countryId: number | null): void {
    if (ARTISAN_SCOPE[session.role] === 'all' || countryId === null) return;
    if (!session.countries.includes(countryId)) throw forbidden(ARTISAN_MESSAGES.otherCountry);
  }

  /** SPEC.md section 8: same first and last name, country and email (without case and accents). */
  private async refuseDuplicate(
    personal: Pick<ArtisanPersonalData, 'firstName' | 'lastName' | 'email'>,
    profile: Pick<ArtisanProfile, 'countryId'>,
    except?: string,
    db?: Db,
  ): Promise<void> {
    if (personal.email === null || profile.countryId === null) return;
    const duplicate = await this.accounts.findDuplicate(
      {
        firstName: personal.firstName,
        lastName: personal.lastName,
        email: personal.email,
        countryId: profile.countryId,
      },
      except,
      db,
    );
    if (duplicate) throw artisanExists();
  }
}

/** Who edits: the artisan itself, an admin (who alone sees pending artisans), or other staff. */
function editorOf(session: Session): ProfileEditor {
  if (session.kind === 'artisan') return 'artisan';
  return can(session.role, 'artisans.filter.pending') ? 'admin' : 'staff';
}

const apiName = (field: string) => API_FIELD_NAMES[field] ?? field;

function changedFieldsOf(event: ArtisanEvent): string[] {
  switch (event.type) {
    case 'ArtisanRegistered': {
      const set = ARTISAN_PROFILE_KEYS.filter(
        (key) => JSON.stringify(event.data[key] ?? BLANK_PROFILE[key]) !== JSON.stringify(BLANK_PROFILE[key]),
      );
      return [...event.data.changedFields, ...set].map(apiName);
    }
    case 'ArtisanProfileChanged':
      return event.data.changedFields.map(apiName);
    case 'ArtisanPictureAdded':
    case 'ArtisanPictureRemoved':
      return ['pictures'];
    case 'ArtisanDocumentAdded':
    case 'ArtisanDocumentRemoved':
      return ['document'];
    case 'ArtisanPasswordSet':
      return ['password'];
    case 'ArtisanEmailConfirmed':
      return ['confirmedEmail'];
    case 'ArtisanCreatorReassigned':
      return ['user'];
    case 'ArtisanEmailConfirmationRequested':
    case 'ArtisanPasswordResetRequested':
    case 'ArtisanInvited':
    case 'ArtisanAccountCreatedMailRequested':
    case 'ArtisanAccountDeleted':
      return [];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
