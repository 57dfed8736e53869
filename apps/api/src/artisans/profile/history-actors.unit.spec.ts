import { type ArtisanEvent } from '../domain/artisan.decider';
import { newArtisanProfile, type ArtisanSource } from '../domain/artisan-profile';
import { resolveActors } from './history-actors';

const ARTISAN = 'a-1';
const HUNTER = 'u-hunter';
const ADMIN = 'u-admin';

type Recorded = { actorId: string | null; actorRole: string | null; correlationId: string };

function recorded(event: ArtisanEvent, { actorId, actorRole, correlationId }: Recorded) {
  return {
    ...event,
    metadata: {
      actorId,
      actorRole,
      correlationId,
      causationId: null,
      occurredAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

const registered = (source: ArtisanSource, createdBy: string | null): ArtisanEvent => ({
  type: 'ArtisanRegistered',
  data: {
    artisanId: ARTISAN,
    source,
    createdBy,
    language: 'fr',
    changedFields: ['firstName', 'lastName'],
    ...newArtisanProfile({ countryId: 250, craftMaterialId: 1, craftPersonId: null, inActivity: 2001 }),
  },
});

const passwordSet = (via: 'sign-up' | 'invite'): ArtisanEvent => ({
  type: 'ArtisanPasswordSet',
  data: { artisanId: ARTISAN, via },
});

const nobody = (correlationId: string): Recorded => ({ actorId: null, actorRole: null, correlationId });

describe('resolveActors', () => {
  it('keeps the actor recorded with an event', () => {
    const events = [
      recorded(registered('staff', HUNTER), {
        actorId: HUNTER,
        actorRole: 'ROLE_ARTISAN_HUNTER',
        correlationId: 'c1',
      }),
      recorded(
        { type: 'ArtisanPictureAdded', data: { artisanId: ARTISAN, fileId: 'f-1' } },
        { actorId: ADMIN, actorRole: 'ROLE_ADMIN', correlationId: 'c2' },
      ),
    ];
    expect(resolveActors(events, new Map())).toEqual([
      { actorId: HUNTER, actorRole: 'ROLE_ARTISAN_HUNTER' },
      { actorId: ADMIN, actorRole: 'ROLE_ADMIN' },
    ]);
  });

  it('names the creator of a registration recorded without an actor, with its role', () => {
    const events = [
      recorded(registered('staff', HUNTER), nobody('seed')),
      recorded(passwordSet('invite'), nobody('seed')),
    ];
    expect(resolveActors(events, new Map([[HUNTER, 'ROLE_ARTISAN_HUNTER']]))).toEqual([
      { actorId: HUNTER, actorRole: 'ROLE_ARTISAN_HUNTER' },
      // Only the creation is the creator's: the seeded password stays the system's.
      { actorId: null, actorRole: null },
    ]);
  });

  it('keeps the creator of a deleted staff account, without a role', () => {
    const events = [recorded(registered('staff', HUNTER), nobody('seed'))];
    expect(resolveActors(events, new Map())).toEqual([{ actorId: HUNTER, actorRole: null }]);
  });

  it('names the artisan for its sign-up and what came with it, not for later anonymous requests', () => {
    const events = [
      recorded(registered('sign-up', null), nobody('sign-up')),
      recorded(passwordSet('sign-up'), nobody('sign-up')),
      recorded(
        { type: 'ArtisanEmailConfirmationRequested', data: { artisanId: ARTISAN, language: 'fr' } },
        nobody('sign-up'),
      ),
      recorded(
        { type: 'ArtisanPasswordResetRequested', data: { artisanId: ARTISAN, language: 'fr' } },
        nobody('later'),
      ),
    ];
    const artisan = { actorId: ARTISAN, actorRole: 'ROLE_ARTISAN' };
    expect(resolveActors(events, new Map())).toEqual([
      artisan,
      artisan,
      artisan,
      { actorId: null, actorRole: null },
    ]);
  });
});
