import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { assertNever, type ArtisanHistoryEntry as WireEntry } from '@artisans/domain';
import { actorNames } from '../../accounts/actors/actor-names';
import type { Db } from '../../infrastructure/database/database';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { DB, EVENT_STORE } from '../../infrastructure/tokens';
import { artisanStreamId, type ArtisanEvent } from '../domain/artisan.decider';
import { ARTISAN_PROFILE_KEYS, newArtisanProfile } from '../domain/artisan-profile';
import { ArtisanProfilesService } from './artisan-profiles.service';
import { historyActors } from './history-actors';
import { API_FIELD_NAMES } from './profile-input';
import { ArtisanQuery } from '../artisan-query';

/** One change to an artisan, as its history shows it (libs/domain/src/contracts/history.ts). */
export type ArtisanHistoryEntry = WireEntry<ArtisanEvent['type']>;

/** The defaults a new profile starts from: the history lists what differs from them. */
const BLANK_PROFILE = newArtisanProfile({
  countryId: null,
  craftMaterialId: null,
  craftPersonId: null,
  inActivity: null,
});

/**
 * GET /api/artisans/{id}/history (staff who reach the artisan): its events, oldest first, with who
 * did each (history-actors.ts: the creator for a registration recorded without an actor); personal
 * values never appear.
 */
export class GetArtisanHistory extends ArtisanQuery<ArtisanHistoryEntry[]> {}

@QueryHandler(GetArtisanHistory)
export class GetArtisanHistoryHandler implements IQueryHandler<GetArtisanHistory> {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly profiles: ArtisanProfilesService,
  ) {}

  async execute({ session, artisanId }: GetArtisanHistory): Promise<ArtisanHistoryEntry[]> {
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
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
    default:
      return assertNever(event);
  }
}
