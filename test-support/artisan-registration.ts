/**
 * An artisan's registration as the artisan decider's specs state it: the command and the event it
 * records (not a test file: no jest project matches its name).
 */
import type { ArtisanCommand, ArtisanEvent } from '../apps/api/src/artisans/domain/artisan.decider';
import { newArtisanProfile, type ArtisanProfile } from '../apps/api/src/artisans/domain/artisan-profile';

type RegisterArtisan = Extract<ArtisanCommand, { type: 'RegisterArtisan' }>;

export const ARTISAN_ID = 'a-1';

/** A French cabinetmaker's profile, active since 1998. */
export const EXAMPLE_PROFILE: ArtisanProfile = newArtisanProfile({
  countryId: 250,
  craftMaterialId: 1,
  craftPersonId: 2,
  inActivity: 1998,
});

/** RegisterArtisan for the artisan ARTISAN_ID with its four personal fields, and the event it records. */
export function registration(
  by: Pick<RegisterArtisan, 'source' | 'createdBy' | 'language'>,
  profile: ArtisanProfile = EXAMPLE_PROFILE,
): { command: RegisterArtisan; event: ArtisanEvent } {
  const personalFields: RegisterArtisan['personalFields'] = ['title', 'firstName', 'lastName', 'email'];
  return {
    command: { type: 'RegisterArtisan', artisanId: ARTISAN_ID, ...by, profile, personalFields },
    event: {
      type: 'ArtisanRegistered',
      data: { artisanId: ARTISAN_ID, ...by, ...profile, changedFields: personalFields },
    },
  };
}
