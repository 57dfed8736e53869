import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { MESSAGES, type Role } from '@artisans/domain';
import { ARTISAN_MESSAGES } from '../artisans/domain/artisan-messages';
import { FRANCE, startKit, type Kit } from '../../../../test-support/artisan-e2e-kit';
import { IMPORT_ERROR_CODES, IMPORT_MESSAGES } from './artisan-import-messages';
import {
  ARTISAN_IMPORT_QUEUE_TOKEN,
  type ArtisanImportQueue,
  type ImportRowResult,
} from './artisan-import-queue';
import type { ArtisanImportView } from './artisan-imports.service';
import { ARTISANS_SHEET, IMPORT_COLUMN_NAMES, SAMPLE_EMAIL } from './import-sheet';
import { LISTS_SHEET, columnLetter } from './import-template';

type Problem = { detail: string; code?: string; violations?: { propertyPath: string; message: string }[] };
type Cells = Partial<Record<(typeof IMPORT_COLUMN_NAMES)[number], unknown>>;
type ListItem = {
  id: string;
  firstName: string;
  lastName: string;
  user: { id: string } | null;
  country: { '@id': string } | null;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: Cells[], header: readonly string[] = IMPORT_COLUMN_NAMES): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Artisans');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(header.map((name) => (row as Record<string, unknown>)[name] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('Excel import of artisans', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  // Upper case: names are capitalised per word, which must leave this part as it is.
  const unique = randomUUID().slice(0, 6).toUpperCase();

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
  });
  afterAll(async () => {
    // Each test app has its own queue prefix: leave nothing behind in Redis.
    await kit.api.app.get<ArtisanImportQueue>(ARTISAN_IMPORT_QUEUE_TOKEN).obliterate({ force: true });
    await kit.close();
  });

  const upload = (bytes: Buffer, token: string, name = 'artisans.xlsx', type = XLSX_TYPE) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return kit.call<ArtisanImportView & Problem>('POST', '/api/artisan-imports', token, { multipart: form });
  };

  const view = (id: string, token: string) =>
    kit.call<ArtisanImportView & Problem>('GET', `/api/artisan-imports/${id}`, token);

  async function finished(id: string, token = t.ROLE_ADMIN): Promise<ArtisanImportView> {
    const progress: number[] = [];
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const answer = await view(id, token);
      expect(answer.status).toBe(200);
      progress.push(answer.body.progress);
      if (answer.body.status === 'completed' || answer.body.status === 'failed') {
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
        return answer.body;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Import ${id} did not finish`);
  }

  async function imported(
    bytes: Buffer,
    token = t.ROLE_ADMIN,
    name = 'artisans.xlsx',
  ): Promise<ArtisanImportView> {
    const started = await upload(bytes, token, name);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ id: expect.any(String), status: 'queued', progress: 0 });
    return finished(started.body.id, token);
  }

  const listed = async (search: string) =>
    (
      await kit.call<{ 'hydra:member': ListItem[] }>(
        'GET',
        `/api/artisans?orSearch_search=${encodeURIComponent(search)}`,
        t.ROLE_ADMIN,
      )
    ).body['hydra:member'];

  const artisanCount = async () =>
    Number(
      (
        await kit.api.database.db
          .selectFrom('artisan_personal_data')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('GET /api/artisan-imports/template', () => {
    it('is an xlsx with the columns, a sample row and drop-downs fed by a hidden sheet', async () => {
      const answer = await kit.call('GET', '/api/artisan-imports/template', t.ROLE_ADMIN);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain(XLSX_TYPE);
      expect(answer.headers.get('content-disposition')).toContain('attachment');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(ARTISANS_SHEET)!;
      const cell = (name: string, row: number) =>
        sheet.getCell(`${columnLetter(IMPORT_COLUMN_NAMES.indexOf(name as never) + 1)}${row}`);
      expect(IMPORT_COLUMN_NAMES.map((_, i) => sheet.getRow(1).getCell(i + 1).value)).toEqual(
        IMPORT_COLUMN_NAMES,
      );
      expect(cell('email', 2).value).toBe(SAMPLE_EMAIL);
      expect(cell('craftMaterail', 2).value).toBe('Wood');
      expect(cell('craftPerson', 2).value).toBe('Cabinetmaker');
      expect(cell('country', 2).value).toBe('Italy');

      const lists = workbook.getWorksheet(LISTS_SHEET)!;
      expect(lists.state).toBe('hidden');
      const values = (column: number) => lists.getColumn(column).values.slice(2) as string[];
      expect(values(1)).toEqual(expect.arrayContaining(['France', 'Italy', 'Spain']));
      expect(values(2)).toEqual(expect.arrayContaining(['Wood', 'Glass']));
      expect(values(3)).toEqual(expect.arrayContaining(['Cabinetmaker', 'Glassblower']));

      const countries = values(1).length;
      expect(cell('country', 3).dataValidation).toMatchObject({
        type: 'list',
        formulae: [`${LISTS_SHEET}!$A$2:$A$${countries + 1}`],
      });
      expect(cell('craftMaterail', 3).dataValidation).toMatchObject({ type: 'list' });
      expect(cell('craftPerson', 3).dataValidation).toMatchObject({ type: 'list' });
      expect(cell('title', 3).dataValidation).toMatchObject({ type: 'list' });
      expect(cell('inActivity', 3).dataValidation).toMatchObject({
        type: 'whole',
        formulae: [1900, new Date().getUTCFullYear() + 1],
      });
    });

    it('labels its lists in the request language', async () => {
      const answer = await kit.call('GET', '/api/artisan-imports/template', undefined);
      expect(answer.status).toBe(401);
      const response = await fetch(`${kit.api.url}/api/artisan-imports/template`, {
        headers: { authorization: `Bearer ${t.ROLE_EXECUTIVE_COMMITTEE}`, 'accept-language': 'fr' },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
      const lists = workbook.getWorksheet(LISTS_SHEET)!;
      expect(lists.getColumn(1).values).toContain('Italie');
      expect(lists.getColumn(2).values).toContain('Bois');
    });

    it('reads back as nothing to create: its sample row is never imported', async () => {
      const template = await kit.call('GET', '/api/artisan-imports/template', t.ROLE_ADMIN);
      const result = await imported(template.bytes);
      expect(result.status).toBe('completed');
      expect(result.rows).toEqual([
        {
          row: 2,
          outcome: 'skipped',
          name: 'Maria Rossi',
          reasons: [IMPORT_MESSAGES.sampleRow],
        },
      ]);
    });
  });

  describe('POST /api/artisan-imports and GET /api/artisan-imports/{id}', () => {
    const person = (first: string, extra: Cells = {}): Cells => ({
      title: 'Ms.',
      firstName: `${first} ${unique}`,
      lastName: 'Importa',
      email: `${first.toLowerCase()}.${unique}@atelier.test`,
      country: 'France',
      craftMaterail: 'Wood',
      craftPerson: 'Cabinetmaker',
      inActivity: 1995,
      place: 'Lyon',
      ...extra,
    });
    const good = () =>
      xlsx([
        person('Alba'),
        person('Bruno', {
          title: 'mr',
          email: { text: `bruno.${unique}@atelier.test`, hyperlink: `mailto:bruno.${unique}@atelier.test` },
          country: 'Francia',
          craftMaterail: 'glass',
          craftPerson: 'Glassblower',
          master: 'yes',
        }),
        // No email: the form has no duplicate rule for it, the import still finds it again.
        person('Carla', { email: null }),
        // The first row again, in other case: a duplicate within the file.
        person('ALBA', { email: `ALBA.${unique}@atelier.test` }),
        {},
        { title: 'Ms.', firstName: `Dora ${unique}`, lastName: 'Importa', country: 'Atlantis' },
      ]);
    let first: ArtisanImportView;

    it('creates the artisans of a good file through the form, by the uploader', async () => {
      const before = await artisanCount();
      first = await imported(await good());
      expect(first).toMatchObject({
        status: 'completed',
        progress: 100,
        fileName: 'artisans.xlsx',
        rowCount: 5,
        uploadedBy: `/api/users/${kit.staffIds.admin}`,
        message: 'Excel file successfully imported',
        code: 'import-succeeded',
        counts: { created: 3, skipped: 1, refused: 1, total: 5 },
      });
      const rows = first.rows!;
      expect(rows.map((r) => [r.row, r.outcome, r.name])).toEqual([
        [2, 'created', `Alba ${unique} Importa`],
        [3, 'created', `Bruno ${unique} Importa`],
        [4, 'created', `Carla ${unique} Importa`],
        [5, 'skipped', `ALBA ${unique} Importa`],
        [7, 'refused', `Dora ${unique} Importa`],
      ]);
      expect(rows[3]!.reasons).toEqual([MESSAGES.artisanExists]);
      expect(rows[4]!.reasons).toEqual([
        ARTISAN_MESSAGES.mandatoryMissing,
        ARTISAN_MESSAGES.unknownCountry,
        ARTISAN_MESSAGES.craftRequired,
        ARTISAN_MESSAGES.inActivityRequired,
      ]);
      expect(await artisanCount()).toBe(before + 3);

      const bruno = await kit.call<Record<string, unknown>>(
        'GET',
        `/api/artisans/${rows[1]!.artisanId}`,
        t.ROLE_ADMIN,
      );
      expect(bruno.body).toMatchObject({
        title: 'Mr.',
        email: `bruno.${unique}@atelier.test`,
        country: '/api/countries/250',
        craftMaterail: `/api/craft_materails/${kit.refs.glass}`,
        craftPerson: `/api/craft_people/${kit.refs.glassblower}`,
        master: true,
        inActivity: 1995,
      });
      const history = await kit.call<{ 'hydra:member': { actor: { id: string } }[] }>(
        'GET',
        `/api/artisans/${rows[1]!.artisanId}/history`,
        t.ROLE_ADMIN,
      );
      expect(history.body['hydra:member'].map((entry) => entry.actor.id)).toEqual([kit.staffIds.admin]);
    });

    it('shows them in the artisan list, created by the admin who uploaded', async () => {
      const items = await listed(unique);
      expect(items.map((item) => item.firstName).sort()).toEqual(
        [`Alba ${unique}`, `Bruno ${unique}`, `Carla ${unique}`].sort(),
      );
      for (const item of items) {
        expect(item.user?.id).toBe(kit.staffIds.admin);
        expect(item.country?.['@id']).toBe(`/api/countries/${FRANCE}`);
      }
    });

    it('creates nothing when the same file comes again: every row is skipped or refused as before', async () => {
      const before = await artisanCount();
      const again = await imported(await good());
      expect(again.counts).toEqual({ created: 0, skipped: 4, refused: 1, total: 5 });
      expect(again.rows!.map((r: ImportRowResult) => r.outcome)).toEqual([
        'skipped',
        'skipped',
        'skipped',
        'skipped',
        'refused',
      ]);
      expect(again.rows![0]!.reasons).toEqual([MESSAGES.artisanExists]);
      expect(await artisanCount()).toBe(before);
      expect(await listed(unique)).toHaveLength(3);
    });

    it("refuses a row with missing mandatory fields with the form's messages", async () => {
      const result = await imported(
        await xlsx([{ email: 'nobody@atelier.test', website: 'not a url' }]),
        t.ROLE_ADMIN,
        'C:\\fakepath\\artisans été.xlsx',
      );
      expect(result.fileName).toBe('artisans été.xlsx');
      expect(result.counts).toEqual({ created: 0, skipped: 0, refused: 1, total: 1 });
      expect(result.rows![0]).toEqual({
        row: 2,
        outcome: 'refused',
        name: '',
        reasons: [
          ARTISAN_MESSAGES.mandatoryMissing,
          ARTISAN_MESSAGES.titleRequired,
          ARTISAN_MESSAGES.firstNameRequired,
          ARTISAN_MESSAGES.lastNameRequired,
          'The website link is not a valid URL.',
          ARTISAN_MESSAGES.countryRequired,
          ARTISAN_MESSAGES.craftRequired,
          ARTISAN_MESSAGES.inActivityRequired,
        ],
      });
    });

    it('refuses a file that is not an xlsx, whatever its name, and imports nothing', async () => {
      const before = await artisanCount();
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
      const answer = await upload(pdf, t.ROLE_ADMIN, 'artisans.xlsx', XLSX_TYPE);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        detail: IMPORT_MESSAGES.notXlsx,
        code: IMPORT_ERROR_CODES.notXlsx,
      });
      expect(await artisanCount()).toBe(before);
    });

    it('refuses a file with other columns, names them, and imports nothing', async () => {
      const before = await artisanCount();
      const header = ['Nom', ...IMPORT_COLUMN_NAMES.filter((name) => name !== 'lastName')];
      const answer = await upload(
        await xlsx([{ ...person('Eva'), Nom: 'Importa' } as Cells], header),
        t.ROLE_ADMIN,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        detail: IMPORT_MESSAGES.wrongColumns,
        code: IMPORT_ERROR_CODES.wrongColumns,
        violations: [
          { propertyPath: 'lastName', message: 'Missing column: lastName' },
          { propertyPath: 'Nom', message: 'Unknown column: Nom' },
        ],
      });
      expect(await artisanCount()).toBe(before);
    });

    it('refuses a request without a file, and a file over 5 MB', async () => {
      const none = await kit.call<Problem>('POST', '/api/artisan-imports', t.ROLE_ADMIN, { json: {} });
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ detail: IMPORT_MESSAGES.noFile, code: IMPORT_ERROR_CODES.noFile });
      const large = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), t.ROLE_ADMIN);
      expect(large.status).toBe(413);
      expect(large.body).toMatchObject({ detail: IMPORT_MESSAGES.tooLarge });
    });

    it('lets any foundation member follow an import; an unknown id is 404', async () => {
      const byCommittee = await view(first.id, t.ROLE_EXECUTIVE_COMMITTEE);
      expect(byCommittee.status).toBe(200);
      expect(byCommittee.body).toMatchObject({ id: first.id, status: 'completed', counts: first.counts });
      expect((await view(randomUUID(), t.ROLE_ADMIN)).status).toBe(404);
      expect((await view('not-an-id', t.ROLE_ADMIN)).status).toBe(404);
    });

    it('shows an import that could not run, with its reason', async () => {
      const id = randomUUID();
      await kit.api.app.get<ArtisanImportQueue>(ARTISAN_IMPORT_QUEUE_TOKEN).add(
        'import',
        {
          uploaderId: randomUUID(),
          language: 'en',
          fileName: 'gone.xlsx',
          uploadedAt: new Date().toISOString(),
          rowCount: 1,
          rows: [{ row: 2, cells: { firstName: 'Nobody' } }],
        },
        { jobId: id },
      );
      expect(await finished(id)).toMatchObject({
        status: 'failed',
        fileName: 'gone.xlsx',
        code: 'import-uploader-inactive',
        message: IMPORT_MESSAGES.uploaderInactive,
      });
    });

    it('keeps only the results once run, not the cells of the file', async () => {
      const job = await kit.api.app.get<ArtisanImportQueue>(ARTISAN_IMPORT_QUEUE_TOKEN).getJob(first.id);
      expect(job?.data.rows).toEqual([]);
    });
  });

  describe('who may import', () => {
    const OTHERS: Role[] = ['ROLE_ARTISAN_HUNTER', 'ROLE_NETWORK_MEMBER', 'ROLE_AMBASSADOR', 'ROLE_ARTISAN'];

    it.each(OTHERS)('%s gets 403 on every route', async (role) => {
      const bytes = await xlsx([{ firstName: 'Nope' }]);
      expect((await kit.call('GET', '/api/artisan-imports/template', t[role])).status).toBe(403);
      expect((await upload(bytes, t[role])).status).toBe(403);
      expect((await view(randomUUID(), t[role])).status).toBe(403);
    });

    it('without a token: 401', async () => {
      expect((await kit.call('GET', '/api/artisan-imports/template')).status).toBe(401);
      expect((await upload(await xlsx([]), '')).status).toBe(401);
      expect((await view(randomUUID(), '')).status).toBe(401);
    });

    it('the executive committee imports too', async () => {
      const result = await imported(
        await xlsx([
          {
            title: 'Mr.',
            firstName: `Ennio ${unique}`,
            lastName: 'Committee',
            country: 'Italy',
            craftMaterail: 'Wood',
            inActivity: 2001,
          },
        ]),
        t.ROLE_EXECUTIVE_COMMITTEE,
      );
      expect(result.counts).toMatchObject({ created: 1 });
      expect(result.uploadedBy).toBe(`/api/users/${kit.staffIds.committee}`);
    });
  });
});
