import { sql } from 'kysely';
import { CRAFT_MATERIALS, CRAFT_PEOPLE, RECOMMENDATIONS } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { ReferenceDataService } from './reference-data.service';
import { countryCatalogue, seedReferenceData } from './seed-reference-data';

type Member = { '@id': string; '@type': string; id: number; name: string } & Record<string, unknown>;
type Collection = {
  '@context': string;
  '@id': string;
  '@type': string;
  'hydra:member': Member[];
  'hydra:totalItems': number;
};

describe('reference data over HTTP', () => {
  let api: TestApp;

  const get = async (path: string, language?: string) => {
    const response = await fetch(`${api.url}${path}`, {
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const list = async (path: string, language?: string): Promise<Collection> => {
    const { status, body } = await get(path, language);
    expect(status).toBe(200);
    return body as Collection;
  };
  const nameOf = (collection: Collection, iri: string) =>
    collection['hydra:member'].find((m) => m['@id'] === iri)?.name;
  const counts = async () => {
    const db = api.database.db;
    const rows = await Promise.all(
      (['countries', 'craft_materials', 'craft_people', 'recommendations', 'confirmeds'] as const).map(
        (table) =>
          db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow(),
      ),
    );
    return rows.map((row) => Number(row.n));
  };

  beforeAll(async () => {
    api = await startTestApp();
    await seedReferenceData(api.database.db, { demo: true });
  });
  afterAll(() => api?.close());

  describe('seeding', () => {
    it('loads every country, craft, occupation and recommendation, and the two demo confirmeds', async () => {
      expect(await counts()).toEqual([
        250,
        CRAFT_MATERIALS.length,
        CRAFT_PEOPLE.length,
        RECOMMENDATIONS.length,
        2,
      ]);
    });

    it('finds a name for every country in every language, without falling back to English', () => {
      expect(countryCatalogue().englishFallbacks).toEqual([]);
    });

    it('changes nothing when run again, not even identity values or row versions', async () => {
      const snapshot = () =>
        api.database.db
          .selectFrom('craft_people')
          .select(['id', 'code', 'craft_material_id', 'names'])
          // xmin changes whenever a row is rewritten, even with the same values.
          .select(sql<string>`xmin::text`.as('xmin'))
          .orderBy('id')
          .execute();
      const before = { counts: await counts(), people: await snapshot() };
      await seedReferenceData(api.database.db, { demo: true });
      await seedReferenceData(api.database.db, { demo: false });
      expect({ counts: await counts(), people: await snapshot() }).toEqual(before);
    });

    it('corrects a label that differs from the catalogue, keeping the id and the toBeDefined flag', async () => {
      const db = api.database.db;
      const wood = await db
        .selectFrom('craft_materials')
        .select(['id', 'names'])
        .where('code', '=', 'wood')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('craft_materials')
        .set({ names: JSON.stringify({ ...wood.names, fr: 'Bouts de bois' }), to_be_defined: true })
        .where('id', '=', wood.id)
        .execute();
      await seedReferenceData(db, { demo: false });
      const after = await db
        .selectFrom('craft_materials')
        .select(['id', 'names', 'to_be_defined'])
        .where('code', '=', 'wood')
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ id: wood.id, names: wood.names, to_be_defined: true });
      await db
        .updateTable('craft_materials')
        .set({ to_be_defined: false })
        .where('id', '=', wood.id)
        .execute();
    });
  });

  describe('GET /api/countries', () => {
    it('answers a Hydra collection of every country, in English by default', async () => {
      const { status, headers, body } = await get('/api/countries');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('application/ld+json');
      expect(headers.get('vary')).toContain('Accept-Language');
      const countries = body as Collection;
      expect(countries).toMatchObject({
        '@context': '/api/contexts/Country',
        '@id': '/api/countries',
        '@type': 'hydra:Collection',
        'hydra:totalItems': 250,
      });
      expect(countries['hydra:member']).toHaveLength(250);
      expect(countries['hydra:member']).toContainEqual({
        '@id': '/api/countries/276',
        '@type': 'Country',
        id: 276,
        code: 'DE',
        name: 'Germany',
        toBeDefined: false,
      });
    });

    it('also answers at /api/countries.json', async () => {
      const countries = await list('/api/countries.json', 'fr');
      expect(countries['hydra:totalItems']).toBe(250);
      expect(nameOf(countries, '/api/countries/276')).toBe('Allemagne');
    });

    it.each([
      ['fr', 'Allemagne'],
      ['fr-FR,fr;q=0.9,en;q=0.8', 'Allemagne'],
      ['de', 'Deutschland'],
      ['jp', 'ドイツ'],
      ['ja', 'ドイツ'],
      ['ja-JP', 'ドイツ'],
      ['hy', 'Գերմանիա'],
      ['ka', 'გერმანია'],
      ['zh-CN, xx;q=0.8', 'Germany'],
    ])('names countries in the Accept-Language %p', async (language, germany) => {
      expect(nameOf(await list('/api/countries', language), '/api/countries/276')).toBe(germany);
    });

    it('sorts by label the way the language sorts, ignoring case and accents', async () => {
      for (const [language, locale] of [
        ['en', 'en'],
        ['fr', 'fr'],
        ['tr', 'tr'],
        ['da', 'da'],
        ['jp', 'ja'],
      ] as const) {
        const names = (await list('/api/countries', language))['hydra:member'].map((m) => m.name);
        const collator = new Intl.Collator(locale, { sensitivity: 'base' });
        expect(names).toEqual([...names].sort(collator.compare));
      }
      // French: É sorts with E, not after Z.
      const french = (await list('/api/countries', 'fr'))['hydra:member'].map((m) => m.name);
      expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Espagne'));
      expect(french.indexOf('Égypte')).toBeGreaterThan(french.indexOf('Danemark'));
      // Danish: Å is the last letter of the alphabet.
      const danish = (await list('/api/countries', 'da'))['hydra:member'].map((m) => m.name);
      expect(danish.at(-1)).toBe('Ålandsøerne');
    });

    it('answers one country by id, also with the .json suffix', async () => {
      const { status, body } = await get('/api/countries/12', 'fr');
      expect(status).toBe(200);
      expect(body).toEqual({
        '@context': '/api/contexts/Country',
        '@id': '/api/countries/12',
        '@type': 'Country',
        id: 12,
        code: 'DZ',
        name: 'Algérie',
        toBeDefined: false,
      });
      expect((await get('/api/countries/12.json', 'fr')).body).toEqual(body);
    });

    it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
      const unknown = await get('/api/countries/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/problem+json');
      expect(unknown.body).toMatchObject({ status: 404, detail: 'No country has the id 999999.' });
      expect((await get('/api/countries/99999999999')).status).toBe(404);
      for (const bad of ['abc', '-1', '0', '1.5', '12abc']) {
        const response = await get(`/api/countries/${bad}`);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          status: 400,
          detail: expect.stringContaining('positive whole number'),
        });
      }
    });
  });

  describe('entries to be defined', () => {
    it('are hidden from the lists but still answer by id', async () => {
      const db = api.database.db;
      await db.updateTable('countries').set({ to_be_defined: true }).where('code', '=', 'FR').execute();
      await db
        .updateTable('craft_people')
        .set({ to_be_defined: true })
        .where('code', '=', 'glassblower')
        .execute();
      api.app.get(ReferenceDataService).invalidate();
      try {
        const countries = await list('/api/countries');
        expect(countries['hydra:totalItems']).toBe(249);
        expect(countries['hydra:member'].map((m) => m.code)).not.toContain('FR');
        const people = await list('/api/craft_people');
        expect(people['hydra:totalItems']).toBe(CRAFT_PEOPLE.length - 1);
        expect(people['hydra:member'].map((m) => m.code)).not.toContain('glassblower');
        expect((await get('/api/countries/250')).body).toMatchObject({ code: 'FR', toBeDefined: true });
      } finally {
        await db.updateTable('countries').set({ to_be_defined: false }).where('code', '=', 'FR').execute();
        await db.updateTable('craft_people').set({ to_be_defined: false }).execute();
        api.app.get(ReferenceDataService).invalidate();
      }
      expect((await list('/api/countries'))['hydra:totalItems']).toBe(250);
    });
  });

  describe('GET /api/craft_materails and /api/craft_people', () => {
    it('lists the crafts, translated and sorted', async () => {
      const materials = await list('/api/craft_materails', 'it');
      expect(materials).toMatchObject({
        '@context': '/api/contexts/CraftMaterail',
        '@id': '/api/craft_materails',
        '@type': 'hydra:Collection',
        'hydra:totalItems': CRAFT_MATERIALS.length,
      });
      const names = materials['hydra:member'].map((m) => m.name);
      expect(names).toContain('Vetro');
      expect(names).toEqual([...names].sort(new Intl.Collator('it', { sensitivity: 'base' }).compare));
      expect(materials['hydra:member'][0]).toMatchObject({
        '@id': expect.stringMatching(/^\/api\/craft_materails\/\d+$/),
        '@type': 'CraftMaterail',
      });
      const japanese = await list('/api/craft_materails', 'jp');
      expect(japanese['hydra:member'].map((m) => m.name)).toContain('ガラス');
    });

    it('gives each occupation the IRI of its craft', async () => {
      const materials = await list('/api/craft_materails');
      const glass = materials['hydra:member'].find((m) => m.code === 'glass');
      const people = await list('/api/craft_people', 'fr');
      expect(people).toMatchObject({
        '@context': '/api/contexts/CraftPerson',
        '@id': '/api/craft_people',
        'hydra:totalItems': CRAFT_PEOPLE.length,
      });
      const glassblower = people['hydra:member'].find((m) => m.code === 'glassblower');
      expect(glassblower).toMatchObject({
        '@type': 'CraftPerson',
        name: 'Souffleur de verre',
        craftMaterail: glass?.['@id'],
      });
      const single = await get(glassblower?.['@id'] ?? '', 'fr');
      expect(single.body).toMatchObject({
        '@context': '/api/contexts/CraftPerson',
        name: 'Souffleur de verre',
      });
    });

    it('filters occupations by craft, given as an IRI or an id, once or several times', async () => {
      const materials = (await list('/api/craft_materails'))['hydra:member'];
      const glass = materials.find((m) => m.code === 'glass');
      const wood = materials.find((m) => m.code === 'wood');
      const glassCount = CRAFT_PEOPLE.filter((p) => p.craftMaterialCode === 'glass').length;
      const woodCount = CRAFT_PEOPLE.filter((p) => p.craftMaterialCode === 'wood').length;

      const byIri = await list(`/api/craft_people?craftMaterail=${encodeURIComponent(glass?.['@id'] ?? '')}`);
      expect(byIri['hydra:totalItems']).toBe(glassCount);
      expect(new Set(byIri['hydra:member'].map((m) => m.craftMaterail))).toEqual(new Set([glass?.['@id']]));
      expect((await list(`/api/craft_people?craftMaterail=${glass?.id}`))['hydra:totalItems']).toBe(
        glassCount,
      );
      expect(
        (await list(`/api/craft_people?craftMaterail=${glass?.id}&craftMaterail=${wood?.id}`))[
          'hydra:totalItems'
        ],
      ).toBe(glassCount + woodCount);
      expect(
        (await list(`/api/craft_people?craftMaterail[]=${glass?.id}&craftMaterail[]=${wood?.id}`))[
          'hydra:totalItems'
        ],
      ).toBe(glassCount + woodCount);
      expect((await list('/api/craft_people?craftMaterail=99999'))['hydra:totalItems']).toBe(0);

      const bad = await get('/api/craft_people?craftMaterail=glass');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ detail: expect.stringContaining('craftMaterail') });
    });

    it('answers 404 and 400 on single items', async () => {
      expect((await get('/api/craft_materails/999999')).status).toBe(404);
      expect((await get('/api/craft_materails/wood')).status).toBe(400);
      expect((await get('/api/craft_people/999999')).status).toBe(404);
      expect((await get('/api/craft_people/x')).status).toBe(400);
    });
  });

  describe('GET /api/recommendations and /api/confirmeds', () => {
    it('translates recommendations but keeps brand names', async () => {
      const german = await list('/api/recommendations', 'de');
      expect(german).toMatchObject({ '@context': '/api/contexts/Recommendation', 'hydra:totalItems': 7 });
      const names = german['hydra:member'].map((m) => m.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'Aufstrebendes Talent',
          'Meister',
          'Doppia Firma',
          'Homo Faber Guide',
          'Rote Liste',
        ]),
      );
      expect(names).toEqual([...names].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare));
      expect((await get('/api/recommendations/999999')).status).toBe(404);
      expect((await get('/api/recommendations/a')).status).toBe(400);
    });

    it('lists confirmeds with their year and recommendation, the latest first', async () => {
      const recommendations = (await list('/api/recommendations', 'fr'))['hydra:member'];
      const master = recommendations.find((m) => m.code === 'master');
      const risingTalent = recommendations.find((m) => m.code === 'rising-talent');
      const confirmeds = await list('/api/confirmeds', 'fr');
      expect(confirmeds).toMatchObject({
        '@context': '/api/contexts/Confirmed',
        '@id': '/api/confirmeds',
        'hydra:totalItems': 2,
      });
      expect(confirmeds['hydra:member']).toEqual([
        {
          '@id': expect.stringMatching(/^\/api\/confirmeds\/\d+$/),
          '@type': 'Confirmed',
          id: expect.any(Number),
          year: 2026,
          name: '2026 Talent émergent',
          recommendation: {
            '@id': risingTalent?.['@id'],
            '@type': 'Recommendation',
            id: risingTalent?.id,
            name: 'Talent émergent',
          },
        },
        expect.objectContaining({
          year: 2025,
          recommendation: expect.objectContaining({ '@id': master?.['@id'] }),
        }),
      ]);
      const first = confirmeds['hydra:member'][0];
      expect((await get(first?.['@id'] ?? '', 'fr')).body).toMatchObject({
        '@context': '/api/contexts/Confirmed',
        year: 2026,
      });
      expect((await get('/api/confirmeds/999999')).status).toBe(404);
      expect((await get('/api/confirmeds/zz')).status).toBe(400);
    });
  });

  it('documents the endpoints in OpenAPI', async () => {
    const { body } = await get('/api/docs.json');
    const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/countries',
        '/api/countries/{id}',
        '/api/craft_materails',
        '/api/craft_people',
        '/api/recommendations',
        '/api/confirmeds',
      ]),
    );
  });
});
