import ExcelJS from 'exceljs';
import { type Role } from '@artisans/domain';
import { startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';
import { selectArtisan } from '../../../../../test-support/evaluation-e2e-steps';

type Download = { status: number; headers: Headers; bytes: Buffer };

describe('GET /api/green_lists/{id}/green-list.pdf and .xlsx', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  let artisanId: string;

  const download = async (id: string, format: 'pdf' | 'xlsx', token: string, language?: string) => {
    const response = await fetch(`${kit.api.url}/api/green_lists/${id}/green-list.${format}`, {
      headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    } satisfies Download;
  };

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER, { firstName: 'Claire', lastName: 'Dubois' });
    artisanId = artisan.id;
    await selectArtisan(kit, artisanId);
    // The reactor opens the Green List a moment after the selection; the foundation may also open it.
    expect(
      (await kit.call('POST', '/create-green-list', t.ROLE_ADMIN, { json: { artisan: artisanId } })).status,
    ).toBeLessThan(300);
  });
  afterAll(() => kit.close());

  it('gives the foundation the PDF, named for the artisan and the day, in the language asked', async () => {
    const pdf = await download(artisanId, 'pdf', t.ROLE_ADMIN, 'fr');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-language')).toBe('fr');
    const day = new Date().toISOString().slice(0, 10);
    expect(pdf.headers.get('content-disposition')).toContain(
      `filename="green-list-Dubois-Claire-${day}.pdf"`,
    );
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives the foundation the workbook with the score per section as numbers, in the language asked', async () => {
    const xlsx = await download(artisanId, 'xlsx', t.ROLE_EXECUTIVE_COMMITTEE, 'de');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toMatch(
      /filename="green-list-Dubois-Claire-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Übersicht', 'Antworten']);
    const summary = workbook.getWorksheet('Übersicht')!;
    const total = summary.getRows(1, summary.rowCount)!.find((row) => row.getCell(1).value === 'Gesamt')!;
    expect(typeof total.getCell(3).value).toBe('number');
  });

  it("lets staff of the artisan's country download it; refuses other roles (403) and other countries (404)", async () => {
    for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_ARTISAN_HUNTER'] as const)
      for (const format of ['pdf', 'xlsx'] as const)
        expect({ role, format, status: (await download(artisanId, format, t[role])).status }).toEqual({
          role,
          format,
          status: 200,
        });
    // The ambassador's country is not the artisan's: as if it did not exist.
    expect((await download(artisanId, 'pdf', t.ROLE_AMBASSADOR)).status).toBe(404);
    // The artisan has its screen; the files are for staff (its own id or another's).
    expect((await download(kit.demoArtisanId, 'pdf', t.ROLE_ARTISAN)).status).toBe(403);
    expect((await download(artisanId, 'xlsx', t.ROLE_ARTISAN)).status).toBe(403);
    // Without a session.
    expect((await fetch(`${kit.api.url}/api/green_lists/${artisanId}/green-list.pdf`)).status).toBe(401);
  });

  it('answers 404 for an unknown id and for an artisan whose Green List is not open', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000', 'pdf', t.ROLE_ADMIN)).status).toBe(404);
    expect((await download('not-an-id', 'xlsx', t.ROLE_ADMIN)).status).toBe(404);
    const { id: notSelected } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    const answer = await download(notSelected, 'pdf', t.ROLE_ADMIN);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ code: 'green-list-not-available' });
  });
});
