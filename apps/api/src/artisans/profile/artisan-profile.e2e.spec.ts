import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { MESSAGES, ROLES } from '@artisans/domain';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { pngWithText } from '../files/test-pictures.spec';
import { FRANCE, GERMANY, ITALY, SPAIN, suiteKit } from '../../../../../test-support/artisan-e2e-kit';
import { OUTSIDE_THE_FOUNDATION } from '../../../../../test-support/roles';

type Violation = { propertyPath: string; message: string };
type Problem = { detail: string; code?: string; violations?: Violation[] };
type Resource = Record<string, unknown> & { id: string };
type HistoryEntry = {
  type: string;
  at: string;
  actor: { '@id': string | null; name: string; role: string | null; roleName: string | null };
  changedFields: string[];
};

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe('artisan profile: staff creation, reading, changes, deletion, history', () => {
  const { kit, t } = suiteKit();

  const post = (body: unknown, token: string, path = '/api/artisans') =>
    kit.call<Resource & Problem>('POST', path, token, { json: body });
  const get = (id: string, token: string) =>
    kit.call<Resource & Problem>('GET', `/api/artisans/${id}`, token);
  const put = (id: string, body: unknown, token: string) =>
    kit.call<Resource & Problem>('PUT', `/api/artisans/${id}`, token, { json: body });
  const history = (id: string, token: string) =>
    kit.call<{ 'hydra:member': HistoryEntry[]; 'hydra:totalItems': number } & Problem>(
      'GET',
      `/api/artisans/${id}/history`,
      token,
    );

  describe('POST /api/artisans with a staff token', () => {
    it('adds an artisan with the whole profile and answers 201 with it', async () => {
      const [first, second] = kit.refs.recommendations;
      const answer = await post(
        kit.newArtisan({
          title: 'ms',
          firstName: '  marie-louise   de la tour ',
          lastName: "d'arc-dupont",
          email: 'Marie-Louise.Tour@Atelier.test',
          phone: '+33 1 23 45 67 89',
          workshop: 'Atelier de la Tour',
          website: 'www.tour.example.org',
          instagram: 'https://instagram.com/tour',
          place: 'Saint-Étienne',
          postalCode: '42000',
          master: true,
          recommendations: [`/api/recommendations/${second}`, `/api/recommendations/${first}`],
          consideredAs: 'Rising Talent',
          suggestedCountries: [`/api/countries/${ITALY}`],
          selfAssessment: false,
          isReceiveNews: true,
        }),
        t.ROLE_ARTISAN_HUNTER,
      );
      expect(answer.status).toBe(201);
      expect(answer.headers.get('content-type')).toContain('application/ld+json');
      expect(answer.body).toMatchObject({
        '@context': '/api/contexts/Artisan',
        '@id': `/api/artisans/${answer.body.id}`,
        '@type': 'Artisan',
        title: 'Ms.',
        firstName: 'Marie-Louise De La Tour',
        lastName: "D'arc-Dupont",
        email: 'Marie-Louise.Tour@Atelier.test',
        website: 'https://www.tour.example.org',
        instagram: 'https://instagram.com/tour',
        place: 'Saint-Étienne',
        country: `/api/countries/${FRANCE}`,
        craftMaterail: `/api/craft_materails/${kit.refs.wood}`,
        craftPerson: `/api/craft_people/${kit.refs.cabinetmaker}`,
        inActivity: 1990,
        master: true,
        risingTalent: false,
        deceased: false,
        recommendations: [`/api/recommendations/${first}`, `/api/recommendations/${second}`],
        consideredAs: 'Rising Talent',
        confirmeds: [],
        suggestedCountries: [`/api/countries/${ITALY}`],
        selfAssessment: false,
        isReceiveNews: true,
        pending: false,
        statusEval: 'IN PROGRESS',
        confirmedEmail: false,
        user: `/api/users/${kit.staffIds.hunter}`,
        pictures: [],
        document: null,
      });
      // No link to "begin the evaluation": the web app knows its own route to it.
      expect(answer.body).not.toHaveProperty('evaluationUrl');
      // The profile reads back the same.
      expect((await get(answer.body.id, t.ROLE_ARTISAN_HUNTER)).body).toEqual(answer.body);
    });

    it('takes form-encoded bodies and the .json path; lists as repeated fields', async () => {
      const body = kit.newArtisan({ inActivity: '2004', confirmeds: undefined });
      const form: Record<string, string | string[]> = Object.fromEntries(
        Object.entries(body)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      );
      form['recommendations[]'] = kit.refs.recommendations
        .slice(0, 2)
        .map((id) => `/api/recommendations/${id}`);
      form.gender = 'Ms.';
      delete form.title;
      const answer = await kit.call<Resource>('POST', '/api/artisans.json', t.ROLE_ADMIN, { form });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ title: 'Ms.', inActivity: 2004, selfAssessment: true });
      expect(answer.body.recommendations).toHaveLength(2);
    });

    it('names every missing mandatory field with the messages of the spec and a summary', async () => {
      const answer = await post({}, t.ROLE_ADMIN);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('mandatory-missing');
      expect(answer.body.detail.split('\n')[0]).toBe(ARTISAN_MESSAGES.mandatoryMissing);
      expect(answer.body.violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'title', message: ARTISAN_MESSAGES.titleRequired },
          { propertyPath: 'firstName', message: ARTISAN_MESSAGES.firstNameRequired },
          { propertyPath: 'lastName', message: ARTISAN_MESSAGES.lastNameRequired },
          { propertyPath: 'country', message: ARTISAN_MESSAGES.countryRequired },
          { propertyPath: 'craftMaterail', message: ARTISAN_MESSAGES.craftRequired },
          { propertyPath: 'inActivity', message: ARTISAN_MESSAGES.inActivityRequired },
        ]),
      );
      expect(answer.body.violations).toHaveLength(6);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
      [{ place: 'Lyon <b>' }, 'place', ARTISAN_MESSAGES.placeCharacters],
      [{ place: 'Lyon; DROP' }, 'place', ARTISAN_MESSAGES.placeCharacters],
      [{ facebook: 'not a link' }, 'facebook', 'The Facebook link is not a valid URL.'],
      [{ youtube: 'javascript:alert(1)' }, 'youtube', 'The YouTube link is not a valid URL.'],
      [{ inActivity: 1899 }, 'inActivity', `In Activity must be a year between 1900 and ${NEXT_YEAR}.`],
      [
        { inActivity: NEXT_YEAR + 1 },
        'inActivity',
        `In Activity must be a year between 1900 and ${NEXT_YEAR}.`,
      ],
      [{ consideredAs: 'Genius' }, 'consideredAs', 'consideredAs must be Rising Talent or Master, or empty.'],
      [{ master: 'maybe' }, 'master', 'master must be true or false.'],
      [{ password: 'long-enough-1' }, '', 'Unknown field(s): password'],
      [{ firstName: 'Ann\u0000a' }, 'firstName', 'First name cannot hold control characters.'],
    ])('refuses %j', async (change, field, message) => {
      const answer = await post(kit.newArtisan(change), t.ROLE_ADMIN);
      expect(answer.status).toBe(400);
      expect(answer.body.violations).toEqual([{ propertyPath: field, message }]);
    });

    it('accepts the years 1900 and next year', async () => {
      expect((await post(kit.newArtisan({ inActivity: 1900 }), t.ROLE_ADMIN)).status).toBe(201);
      expect((await post(kit.newArtisan({ inActivity: NEXT_YEAR }), t.ROLE_ADMIN)).status).toBe(201);
    });

    it('refuses references that do not exist or do not fit together', async () => {
      const unknown = await post(
        kit.newArtisan({ recommendations: ['/api/recommendations/999999'] }),
        t.ROLE_ADMIN,
      );
      expect(unknown).toMatchObject({
        status: 400,
        body: { violations: [{ propertyPath: 'recommendations' }] },
      });
      const otherCraft = await post(
        kit.newArtisan({ craftPerson: `/api/craft_people/${kit.refs.glassblower}` }),
        t.ROLE_ADMIN,
      );
      expect(otherCraft).toMatchObject({
        status: 400,
        body: {
          violations: [{ propertyPath: 'craftPerson', message: ARTISAN_MESSAGES.occupationOfOtherCraft }],
        },
      });
    });

    it('limits network members, ambassadors and hunters to their own countries', async () => {
      const italian = kit.newArtisan({ country: `/api/countries/${ITALY}` });
      for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_ARTISAN_HUNTER'] as const)
        expect(await post(kit.newArtisan({ country: `/api/countries/${ITALY}` }), t[role])).toMatchObject({
          status: 403,
          body: { detail: ARTISAN_MESSAGES.otherCountry },
        });
      expect((await post(kit.newArtisan(), t.ROLE_AMBASSADOR)).status).toBe(403);
      expect((await post(italian, t.ROLE_AMBASSADOR)).status).toBe(201);
      expect(
        (await post(kit.newArtisan({ country: `/api/countries/${SPAIN}` }), t.ROLE_ARTISAN_HUNTER)).status,
      ).toBe(201);
      for (const role of ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'] as const)
        expect((await post(kit.newArtisan({ country: `/api/countries/${GERMANY}` }), t[role])).status).toBe(
          201,
        );
    });

    it('lets only admins add a pending artisan', async () => {
      expect(await post(kit.newArtisan({ pending: true }), t.ROLE_EXECUTIVE_COMMITTEE)).toMatchObject({
        status: 403,
        body: { detail: ARTISAN_MESSAGES.pendingAdminOnly },
      });
      expect(await post(kit.newArtisan({ pending: true }), t.ROLE_ADMIN)).toMatchObject({
        status: 201,
        body: { pending: true },
      });
    });

    it('refuses a duplicate (same names, country and email, without case and accents)', async () => {
      const body = kit.newArtisan({
        firstName: 'Hélène',
        lastName: 'Dubois',
        email: 'helene.dubois@atelier.test',
      });
      expect((await post(body, t.ROLE_ARTISAN_HUNTER)).status).toBe(201);
      const again = await post(
        { ...body, firstName: 'HELENE', lastName: 'dubois', email: 'Helene.Dubois@Atelier.test' },
        t.ROLE_NETWORK_MEMBER,
      );
      expect(again).toMatchObject({
        status: 409,
        body: { detail: MESSAGES.artisanExists, code: 'artisan-exists' },
      });
      // Another artisan's address with other names: the address is taken.
      expect(
        await post({ ...body, firstName: 'Other', email: 'helene.dubois@atelier.test' }, t.ROLE_ADMIN),
      ).toMatchObject({ status: 409, body: { detail: MESSAGES.emailExists } });
      // The same names in another country are another artisan.
      expect(
        (await post({ ...body, country: `/api/countries/${SPAIN}`, email: null }, t.ROLE_ADMIN)).status,
      ).toBe(201);
    });

    it('refuses artisans (403), and a token that no longer works (401)', async () => {
      expect((await post(kit.newArtisan(), t.ROLE_ARTISAN)).status).toBe(400);
      expect(
        (
          await post(
            {
              ...kit.newArtisan(),
              password: 'long-enough-1',
              craftPerson: `/api/craft_people/${kit.refs.cabinetmaker}`,
            },
            t.ROLE_ARTISAN,
          )
        ).status,
      ).toBe(403);
      expect((await post(kit.newArtisan(), `${t.ROLE_ADMIN}x`)).status).toBe(401);
    });
  });

  describe('GET /api/artisans/{id}: who reaches whom', () => {
    let french: string;
    let italian: string;
    let suggested: string;
    let pending: string;

    beforeAll(async () => {
      french = (await kit.create(t.ROLE_ARTISAN_HUNTER)).id;
      italian = (await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${ITALY}` })).id;
      suggested = (
        await kit.create(t.ROLE_AMBASSADOR, {
          country: `/api/countries/${ITALY}`,
          suggestedCountries: [`/api/countries/${FRANCE}`],
        })
      ).id;
      pending = (await kit.create(t.ROLE_ADMIN, { pending: true })).id;
    });

    // Reading follows the list (any country once a country filter is picked); changing stays with
    // the account's countries. [GET, PUT] per role.
    it.each([
      [
        'french',
        {
          ROLE_ADMIN: [200, 200],
          ROLE_EXECUTIVE_COMMITTEE: [200, 200],
          ROLE_NETWORK_MEMBER: [200, 200],
          ROLE_AMBASSADOR: [200, 403],
          ROLE_ARTISAN_HUNTER: [200, 200],
          ROLE_ARTISAN: [404, 404],
        },
      ],
      [
        'italian',
        {
          ROLE_ADMIN: [200, 200],
          ROLE_EXECUTIVE_COMMITTEE: [200, 200],
          ROLE_NETWORK_MEMBER: [200, 403],
          ROLE_AMBASSADOR: [200, 200],
          ROLE_ARTISAN_HUNTER: [200, 403],
          ROLE_ARTISAN: [404, 404],
        },
      ],
      // Suggested to France: the French network member may change it, the French hunter not.
      [
        'suggested',
        {
          ROLE_ADMIN: [200, 200],
          ROLE_EXECUTIVE_COMMITTEE: [200, 200],
          ROLE_NETWORK_MEMBER: [200, 200],
          ROLE_AMBASSADOR: [200, 200],
          ROLE_ARTISAN_HUNTER: [200, 403],
          ROLE_ARTISAN: [404, 404],
        },
      ],
      [
        'pending',
        {
          ROLE_ADMIN: [200, 200],
          ROLE_EXECUTIVE_COMMITTEE: [404, 404],
          ROLE_NETWORK_MEMBER: [404, 404],
          ROLE_AMBASSADOR: [404, 404],
          ROLE_ARTISAN_HUNTER: [404, 404],
          ROLE_ARTISAN: [404, 404],
        },
      ],
    ] as const)('the %s artisan', async (which, expected) => {
      const id = { french, italian, suggested, pending }[which];
      const statuses: Record<string, number[]> = {};
      for (const role of ROLES)
        statuses[role] = [
          (await get(id, t[role])).status,
          (await put(id, { workshop: `Workshop of ${role}` }, t[role])).status,
        ];
      expect(statuses).toEqual(expected);
      // Out of sight looks exactly like unknown; seen but not changeable says why.
      expect((await get(randomUUID(), t.ROLE_ADMIN)).body).toEqual((await get(id, t.ROLE_ARTISAN)).body);
      if (which === 'italian')
        expect((await put(id, { workshop: 'X' }, t.ROLE_ARTISAN_HUNTER)).body).toMatchObject({
          detail: ARTISAN_MESSAGES.changeOtherCountry,
        });
    });

    it('shows an artisan its own profile only', async () => {
      const own = await get(kit.demoArtisanId, t.ROLE_ARTISAN);
      expect(own).toMatchObject({ status: 200, body: { email: 'artisan@demo.test', confirmedEmail: true } });
      expect((await get(french, t.ROLE_ARTISAN)).status).toBe(404);
    });

    it('answers 404 for ids that are not artisans, and for "me"', async () => {
      for (const id of ['not-an-id', 'me', '123', randomUUID()])
        expect((await get(id, t.ROLE_ADMIN)).status).toBe(404);
    });
  });

  describe('PUT /api/artisans/{id}', () => {
    it('changes the fields sent, records their names, and leaves the others', async () => {
      const created = await kit.create(t.ROLE_ARTISAN_HUNTER, {
        workshop: 'Old workshop',
        phone: '+33 6 00 00 00 00',
      });
      const answer = await put(
        created.id,
        {
          inActivity: 2001,
          website: 'example.org/new',
          workshop: 'New workshop',
          phone: '+33 6 00 00 00 00',
        },
        t.ROLE_ARTISAN_HUNTER,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        inActivity: 2001,
        website: 'https://example.org/new',
        workshop: 'New workshop',
        phone: '+33 6 00 00 00 00',
        firstName: created.firstName,
        email: created.email,
      });
      const entries = (await history(created.id, t.ROLE_NETWORK_MEMBER)).body['hydra:member'];
      expect(entries.at(-1)).toMatchObject({
        type: 'ArtisanProfileChanged',
        actor: {
          '@id': `/api/users/${kit.staffIds.hunter}`,
          role: 'ROLE_ARTISAN_HUNTER',
          roleName: 'Artisan hunter',
        },
        changedFields: ['workshop', 'website', 'inActivity'],
      });
      expect(entries.at(-1)!.actor.name).not.toBe('deleted account');
      // Sending the same values again records nothing.
      const count = entries.length;
      expect(
        (await put(created.id, { inActivity: 2001, workshop: 'New workshop' }, t.ROLE_ARTISAN_HUNTER)).status,
      ).toBe(200);
      expect((await history(created.id, t.ROLE_ADMIN)).body['hydra:totalItems']).toBe(count);
    });

    it('empties optional fields with null or blank, and refuses to empty mandatory ones', async () => {
      const created = await kit.create(t.ROLE_ADMIN, {
        workshop: 'W',
        craftPerson: `/api/craft_people/${kit.refs.cabinetmaker}`,
      });
      expect(
        await put(created.id, { workshop: '', craftPerson: null, email: null }, t.ROLE_ADMIN),
      ).toMatchObject({
        status: 200,
        body: { workshop: null, craftPerson: null, email: null },
      });
      for (const [field, message] of [
        ['firstName', ARTISAN_MESSAGES.firstNameRequired],
        ['lastName', ARTISAN_MESSAGES.lastNameRequired],
        ['title', ARTISAN_MESSAGES.titleRequired],
        ['country', ARTISAN_MESSAGES.countryRequired],
        ['craftMaterail', ARTISAN_MESSAGES.craftRequired],
        ['inActivity', ARTISAN_MESSAGES.inActivityRequired],
      ] as const) {
        const answer = await put(created.id, { [field]: null }, t.ROLE_ADMIN);
        expect({ field, status: answer.status, violations: answer.body.violations }).toEqual({
          field,
          status: 400,
          violations: [{ propertyPath: field, message }],
        });
        expect(answer.body.detail.startsWith(ARTISAN_MESSAGES.mandatoryMissing)).toBe(true);
      }
    });

    it('keeps staff to their countries and pending to admins', async () => {
      const created = await kit.create(t.ROLE_ARTISAN_HUNTER);
      expect(
        await put(created.id, { country: `/api/countries/${ITALY}` }, t.ROLE_ARTISAN_HUNTER),
      ).toMatchObject({
        status: 403,
        body: { detail: ARTISAN_MESSAGES.otherCountry },
      });
      expect(
        (await put(created.id, { country: `/api/countries/${SPAIN}` }, t.ROLE_ARTISAN_HUNTER)).status,
      ).toBe(200);
      expect(await put(created.id, { pending: true }, t.ROLE_EXECUTIVE_COMMITTEE)).toMatchObject({
        status: 403,
        body: { detail: ARTISAN_MESSAGES.pendingAdminOnly },
      });
      expect((await put(created.id, { pending: true }, t.ROLE_ADMIN)).status).toBe(200);
      // Pending: out of the hunter's reach now.
      expect((await get(created.id, t.ROLE_ARTISAN_HUNTER)).status).toBe(404);
      expect((await put(created.id, { pending: false }, t.ROLE_ADMIN)).status).toBe(200);
      expect((await get(created.id, t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
    });

    it('lets the artisan edit its own description, not the foundation fields, nor another artisan', async () => {
      const own = kit.demoArtisanId;
      expect(
        await put(
          own,
          { workshop: 'Atelier Moreau & fils', isReceiveNews: true, master: false },
          t.ROLE_ARTISAN,
        ),
      ).toMatchObject({ status: 200, body: { workshop: 'Atelier Moreau & fils', isReceiveNews: true } });
      for (const change of [
        { master: true },
        { pending: true },
        { recommendations: [`/api/recommendations/${kit.refs.recommendations[0]}`] },
      ])
        expect(await put(own, { firstName: 'Changed', ...change }, t.ROLE_ARTISAN)).toMatchObject({
          status: 403,
          body: { detail: ARTISAN_MESSAGES.processFieldsStaffOnly },
        });
      // The refused change left the personal data as it was.
      expect((await get(own, t.ROLE_ARTISAN)).body.firstName).toBe('Élise');
      const other = await kit.create(t.ROLE_ARTISAN_HUNTER);
      expect((await put(other.id, { workshop: 'Mine now' }, t.ROLE_ARTISAN)).status).toBe(404);
      const entries = (await history(own, t.ROLE_ADMIN)).body['hydra:member'];
      expect(entries.at(-1)).toMatchObject({
        type: 'ArtisanProfileChanged',
        actor: { '@id': `/api/artisans/${own}`, name: 'Élise Moreau', role: 'ROLE_ARTISAN' },
        changedFields: ['workshop', 'isReceiveNews'],
      });
    });

    it("refuses another artisan's email and duplicates, and changes nothing then", async () => {
      const first = await kit.create(t.ROLE_ADMIN);
      const second = await kit.create(t.ROLE_ADMIN);
      expect(await put(second.id, { email: first.email, workshop: 'X' }, t.ROLE_ADMIN)).toMatchObject({
        status: 409,
        body: { detail: MESSAGES.emailExists },
      });
      expect(
        await put(
          second.id,
          { firstName: first.firstName, lastName: first.lastName, email: String(first.email).toUpperCase() },
          t.ROLE_ADMIN,
        ),
      ).toMatchObject({ status: 409, body: { detail: MESSAGES.artisanExists } });
      const after = (await get(second.id, t.ROLE_ADMIN)).body;
      expect(after).toMatchObject({ email: second.email, firstName: second.firstName, workshop: null });
    });

    it('answers 403 or 404 out of reach, before looking at the body', async () => {
      const italian = await kit.create(t.ROLE_AMBASSADOR, { country: `/api/countries/${ITALY}` });
      expect((await put(italian.id, { workshop: 'X' }, t.ROLE_ARTISAN_HUNTER)).status).toBe(403);
      expect((await put(randomUUID(), {}, t.ROLE_ADMIN)).status).toBe(404);
    });
  });

  describe('GET /api/artisans/{id}/history', () => {
    it('lists every change with who, when and the field names only; staff who reach the artisan only', async () => {
      const created = await kit.create(t.ROLE_ARTISAN_HUNTER, {
        firstName: 'Secretname',
        email: 'secret.history@atelier.test',
      });
      await put(
        created.id,
        { lastName: 'Hiddenname', recommendations: [`/api/recommendations/${kit.refs.recommendations[0]}`] },
        t.ROLE_ADMIN,
      );
      const answer = await history(created.id, t.ROLE_EXECUTIVE_COMMITTEE);
      expect(answer.status).toBe(200);
      expect(answer.body['hydra:member'].map((e) => e.type)).toEqual([
        'ArtisanRegistered',
        'ArtisanProfileChanged',
      ]);
      expect(answer.body['hydra:member'][0]).toMatchObject({
        actor: { name: 'Lucía García', roleName: 'Artisan hunter' },
        changedFields: expect.arrayContaining([
          'firstName',
          'lastName',
          'email',
          'title',
          'country',
          'craftMaterail',
          'inActivity',
        ]),
      });
      expect(answer.body['hydra:member'][1]).toMatchObject({
        actor: { '@id': `/api/users/${kit.staffIds.admin}`, role: 'ROLE_ADMIN', roleName: 'Admin' },
        changedFields: ['lastName', 'recommendations'],
      });
      const text = JSON.stringify(answer.body);
      for (const secret of ['Secretname', 'Hiddenname', 'secret.history']) expect(text).not.toContain(secret);
      // Staff of another country read the history of any artisan they can list.
      expect((await history(created.id, t.ROLE_AMBASSADOR)).status).toBe(200);
      expect((await history(created.id, t.ROLE_ARTISAN)).status).toBe(403);
    });

    it('names who created the artisan: its hunter for the seeded demo artisan, the artisan for a sign-up', async () => {
      // The demo artisan is seeded without a signed-in actor, on behalf of the hunter the list names.
      const demo = (await history(kit.demoArtisanId, t.ROLE_ADMIN)).body['hydra:member'];
      expect(demo[0]).toMatchObject({
        type: 'ArtisanRegistered',
        actor: {
          '@id': `/api/users/${kit.staffIds.hunter}`,
          name: 'Lucía García',
          role: 'ROLE_ARTISAN_HUNTER',
          roleName: 'Artisan hunter',
        },
      });
      const listed = await kit.call<{ 'hydra:member': { id: string; user: { name: string } }[] }>(
        'GET',
        '/api/artisans?orSearch_search=Moreau',
        t.ROLE_ADMIN,
      );
      expect(listed.body['hydra:member'].find((row) => row.id === kit.demoArtisanId)?.user.name).toBe(
        demo[0]?.actor.name,
      );
      // Its password was set by the seed itself: that one is the system's.
      expect(demo.find((entry) => entry.type === 'ArtisanPasswordSet')?.actor).toMatchObject({
        '@id': null,
        name: 'System',
      });

      const signedUp = await post(
        {
          title: 'Ms.',
          firstName: 'Maria',
          lastName: 'Montessori',
          email: `maria.${randomUUID().slice(0, 8)}@atelier.test`,
          password: 'children-first',
          confirmation: 'children-first',
          country: `/api/countries/${ITALY}`,
          craftMaterail: `/api/craft_materails/${kit.refs.wood}`,
          craftPerson: `/api/craft_people/${kit.refs.cabinetmaker}`,
          inActivity: 1907,
        },
        '',
      );
      expect(signedUp.status).toBe(201);
      const entries = (await history(signedUp.body.id, t.ROLE_ADMIN)).body['hydra:member'];
      expect(entries.map(({ type, actor }) => ({ type, actor }))).toEqual(
        ['ArtisanRegistered', 'ArtisanPasswordSet', 'ArtisanEmailConfirmationRequested'].map((type) => ({
          type,
          actor: {
            '@id': `/api/artisans/${signedUp.body.id}`,
            id: signedUp.body.id,
            name: 'Maria Montessori',
            role: 'ROLE_ARTISAN',
            roleName: 'Artisan',
          },
        })),
      );
    });
  });

  describe('DELETE /api/artisans/{id}', () => {
    it('is for admins and the executive committee', async () => {
      const created = await kit.create(t.ROLE_ARTISAN_HUNTER);
      for (const role of OUTSIDE_THE_FOUNDATION)
        expect((await kit.call('DELETE', `/api/artisans/${created.id}`, t[role])).status).toBe(403);
      expect((await kit.call('DELETE', `/api/artisans/${randomUUID()}`, t.ROLE_ADMIN)).status).toBe(404);
      expect(
        (await kit.call('DELETE', `/api/artisans/${created.id}`, t.ROLE_EXECUTIVE_COMMITTEE)).status,
      ).toBe(204);
      expect((await kit.call('DELETE', `/api/artisans/${created.id}`, t.ROLE_ADMIN)).status).toBe(404);
    });

    it('erases the personal data from the read models, the files and the events; what stays is anonymous', async () => {
      const name = `Erasable${randomUUID().slice(0, 8)}`;
      const email = `${name.toLowerCase()}@private.test`;
      const created = await kit.create(t.ROLE_ARTISAN_HUNTER, {
        firstName: name,
        lastName: `${name}-Last`,
        email,
        phone: '+39 06 1234 5678',
        address: `${name} street 1`,
        workshop: `${name} workshop`,
      });
      await put(created.id, { place: `${name}ville`, lastName: `${name}-Changed` }, t.ROLE_ARTISAN_HUNTER);
      const picture = new FormData();
      picture.append('pictures', new Blob([pngWithText(name)], { type: 'image/png' }), `${name}.png`);
      expect(
        (
          await kit.call('POST', `/api/artisans/${created.id}/pictures`, t.ROLE_ARTISAN_HUNTER, {
            multipart: picture,
          })
        ).status,
      ).toBe(201);
      // An invitation leaves a mailed-link hash behind.
      expect(
        (await kit.call('POST', `/api/artisans/${created.id}/invite`, t.ROLE_ARTISAN_HUNTER, { json: {} }))
          .status,
      ).toBe(200);
      const folder = join(kit.uploadDir, 'artisans', created.id);
      expect(existsSync(folder)).toBe(true);

      expect((await kit.call('DELETE', `/api/artisans/${created.id}`, t.ROLE_ADMIN)).status).toBe(204);

      expect((await get(created.id, t.ROLE_ADMIN)).status).toBe(404);
      expect((await history(created.id, t.ROLE_ADMIN)).status).toBe(404);
      expect(existsSync(folder)).toBe(false);
      // Every table of the database, the event store's included: no row holds the name or the address.
      const db = kit.api.database.db;
      const tables = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
      expect(tables.rows.length).toBeGreaterThan(10);
      const found: string[] = [];
      for (const { table_name: table } of tables.rows) {
        const rows = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ${sql.table(table)} AS t
          WHERE t::text ILIKE ${`%${name}%`} OR t::text ILIKE ${`%${email}%`} OR t::text LIKE '%1234 5678%'`.execute(
          db,
        );
        if (rows.rows[0]!.n > 0) found.push(table);
      }
      expect(found).toEqual([]);
      for (const table of ['artisan_personal_data', 'credentials', 'account_hashes'] as const) {
        const column = table === 'artisan_personal_data' ? 'artisan_id' : 'account_id';
        const rows = await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('n'))
          .where(column, '=', created.id)
          .executeTakeFirstOrThrow();
        expect({ table, rows: rows.n }).toEqual({ table, rows: 0 });
      }
      // The events stay, anonymous: ids and field names.
      const events = await kit.api.app.get<EventStore>(EVENT_STORE).readStream(`artisan-${created.id}`);
      expect(events.map((e) => e.type)).toEqual([
        'ArtisanRegistered',
        'ArtisanProfileChanged',
        'ArtisanPictureAdded',
        'ArtisanInvited',
        'ArtisanAccountDeleted',
      ]);
      const text = JSON.stringify(events);
      expect(text).not.toContain(name);
      expect(text).not.toContain(email);
      expect(text).not.toContain('1234 5678');
    });
  });

  describe('bad input is a clear 4xx, never a 500', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ minLength: 250, maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      fc.constantFrom('/api/countries/250', '/api/recommendations/1', 'Master', 'true', '1900', ''),
    );
    const FIELDS = [
      'title',
      'gender',
      'firstName',
      'lastName',
      'email',
      'phone',
      'website',
      'place',
      'facebook',
      'country',
      'craftMaterail',
      'craftPerson',
      'inActivity',
      'master',
      'recommendations',
      'recommendations[]',
      'consideredAs',
      'confirmeds',
      'confirmedFor',
      'suggestedCountries',
      'selfAssessment',
      'pending',
      'isReceiveNews',
      'language',
    ];
    const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), value, {
      maxKeys: 7,
    });

    let target: string | undefined;

    function expectClear(answer: { status: number; headers: Headers; body: Problem }, context: unknown) {
      const refusal =
        [400, 403, 404, 409].includes(answer.status) &&
        (answer.headers.get('content-type') ?? '').includes('application/problem+json') &&
        typeof answer.body.detail === 'string' &&
        answer.body.detail.length > 0 &&
        answer.body.detail !== MESSAGES.generic;
      if (answer.status >= 300 && !refusal)
        throw new Error(
          `Unexpected answer ${answer.status} ${JSON.stringify(answer.body)} to ${JSON.stringify(context)}`,
        );
    }

    it.each([
      ['POST /api/artisans as admin', 'POST', (): string => '/api/artisans', 'ROLE_ADMIN'],
      [
        'PUT /api/artisans/{id} as hunter',
        'PUT',
        (): string => `/api/artisans/${target}`,
        'ROLE_ARTISAN_HUNTER',
      ],
      [
        'PUT /api/artisans/{id} as the artisan',
        'PUT',
        (): string => `/api/artisans/${kit.demoArtisanId}`,
        'ROLE_ARTISAN',
      ],
    ] as const)(
      '%s: random JSON and form bodies',
      async (_name, method, path, role) => {
        target ??= (await kit.create(t.ROLE_ADMIN)).id;
        await fc.assert(
          fc.asyncProperty(body, fc.boolean(), async (sent, asForm) => {
            const answer = asForm
              ? await kit.call<Problem>(method, path(), t[role], {
                  form: Object.fromEntries(
                    Object.entries(sent).map(([k, v]) => [
                      k,
                      Array.isArray(v)
                        ? v.map((item) => String(item))
                        : typeof v === 'string'
                          ? v
                          : JSON.stringify(v),
                    ]),
                  ),
                })
              : await kit.call<Problem>(method, path(), t[role], { json: sent });
            expectClear(answer, { path: path(), sent, asForm });
          }),
          { numRuns: 60 },
        );
        for (const raw of ['[]', '"text"', '42', '{"broken":', 'null'])
          expectClear(
            await kit.call<Problem>(method, path(), t[role], { raw, type: 'application/json' }),
            raw,
          );
      },
      120_000,
    );
  });
});
