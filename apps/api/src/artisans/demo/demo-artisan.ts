import { systemContext } from '../../infrastructure/commands/command-context';
import { DEMO_PASSWORD, type DemoLoader } from '../../demo/demo-data';
import type { ArtisanAccountsService } from '../artisan-accounts.service';
import { newArtisanProfile } from '../domain/artisan-profile';

const FRANCE = 250;

/** The demo artisan: confirmed, with the demo password, created by the demo artisan hunter. */
export const DEMO_ARTISAN = {
  email: 'artisan@demo.test',
  title: 'Ms.',
  firstName: 'Élise',
  lastName: 'Moreau',
  craftMaterialCode: 'wood',
  craftPersonCode: 'cabinetmaker',
  creatorEmail: 'hunter@demo.test',
} as const;

/**
 * Loads the demo artisan through the same commands as a real one: registered by the hunter, then
 * activated as if through an invitation (no mail is sent for demo data).
 */
export function demoArtisanLoader(accounts: ArtisanAccountsService): DemoLoader {
  return async (db, staffIds) => {
    if (await accounts.idByEmail(DEMO_ARTISAN.email)) return;
    const createdBy = staffIds.get(DEMO_ARTISAN.creatorEmail);
    if (!createdBy) throw new Error(`The demo artisan needs the demo account ${DEMO_ARTISAN.creatorEmail}`);
    // Reference data is seeded by `npm start`; a bare test database has none.
    const craft = await db
      .selectFrom('craft_materials')
      .select('id')
      .where('code', '=', DEMO_ARTISAN.craftMaterialCode)
      .executeTakeFirst();
    const person = await db
      .selectFrom('craft_people')
      .select('id')
      .where('code', '=', DEMO_ARTISAN.craftPersonCode)
      .executeTakeFirst();
    const context = systemContext();
    const artisanId = await accounts.register(
      {
        source: 'staff',
        createdBy,
        language: 'fr',
        profile: newArtisanProfile({
          countryId: FRANCE,
          craftMaterialId: craft?.id ?? null,
          craftPersonId: person?.id ?? null,
          inActivity: 2004,
        }),
        personal: {
          title: DEMO_ARTISAN.title,
          firstName: DEMO_ARTISAN.firstName,
          lastName: DEMO_ARTISAN.lastName,
          email: DEMO_ARTISAN.email,
          phone: null,
          associated: null,
          workshop: 'Atelier Moreau',
          website: null,
          address: null,
          postalCode: '69001',
          place: 'Lyon',
          pinterest: null,
          facebook: null,
          instagram: null,
          youtube: null,
          otherSocial: null,
        },
      },
      context,
    );
    await accounts.setPassword(artisanId, DEMO_PASSWORD, 'invite', context);
  };
}
