import ExcelJS from 'exceljs';
import type { Role } from '@artisans/domain';
import { FRANCE, startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';
import { addCountedArtisans } from '../../../../../test-support/evaluation-e2e-steps';
import type { StatisticsReport } from '../report/statistics-report';
import { STATISTICS_INPUT_MESSAGES } from '../statistics-input';
import { pdfText } from './pdf-text-kit.spec';
import { dashboardTables, type DashboardCell, type DashboardLabels } from './dashboard-tables';

/** The numbers of each table, in order: what must be the same on screen, in the workbook and the PDF. */
const numbersOf = (rows: DashboardCell[][]) => rows.map((row) => row.slice(1));
const anyLabels: DashboardLabels = {
  column: (key) => key,
  figure: (key) => key,
  funnel: (key) => key,
  status: (key) => key,
  greenListStatus: (key) => key,
  decision: (key) => key,
  criterion: (key) => key,
  section: (key) => key,
  day: (key) => key,
};

describe('GET /api/statistics/dashboard.pdf and dashboard.xlsx', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  const today = new Date().toISOString().slice(0, 10);
  const query = `?from=${today}&to=${today}&country=${FRANCE}`;
  const get = (path: string, token: string, language = 'en') =>
    fetch(`${kit.api.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    await addCountedArtisans(kit);
  });
  afterAll(() => kit.close());

  it('gives the same numbers as GET /api/statistics, in the workbook (numbers) and in the PDF (text)', async () => {
    const report = (
      await kit.call<StatisticsReport>('GET', `/api/statistics${query}`, t.ROLE_EXECUTIVE_COMMITTEE)
    ).body;
    expect(report.filters.countries).toEqual([FRANCE]);
    expect(report.figures.find((row) => row.figure === 'registered')!.period).toBeGreaterThanOrEqual(2);
    expect(report.figures.find((row) => row.figure === 'evaluation.decided.ACCEPTED')!.period).toBe(1);
    const expected = dashboardTables(report, anyLabels);

    const xlsx = await get(`/api/statistics/dashboard.xlsx${query}`, t.ROLE_EXECUTIVE_COMMITTEE);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(
      `statistics-dashboard-${today}-to-${today}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Activity',
      'Over time',
      'From registration to Green List',
      'Status of the artisans',
      'Decisions',
      'Green Lists',
      'Points per criterion',
      'Time in each status',
      'Green List scores',
    ]);
    workbook.worksheets.forEach((sheet, index) => {
      const table = expected[index]!;
      // Title, the three heading lines, a blank row, the header: the table starts on row 7.
      expect(sheet.getRow(2).getCell(1).value).toBe(
        `From ${today.split('-').reverse().join('/')} to ${today.split('-').reverse().join('/')}`,
      );
      const rows: DashboardCell[][] = [];
      for (let at = 7; at < 7 + table.rows.length; at += 1)
        rows.push(
          table.columns.slice(1).map((_, column) => {
            const value = sheet.getRow(at).getCell(column + 2).value;
            return value === undefined ? null : (value as DashboardCell);
          }),
        );
      expect({ sheet: sheet.name, rows }).toEqual({ sheet: sheet.name, rows: numbersOf(table.rows) });
    });
    const activity = workbook.getWorksheet('Activity')!;
    expect(activity.getRow(7).getCell(1).value).toBe('Artisans registered');
    expect(typeof activity.getRow(7).getCell(2).value).toBe('number');

    const pdf = await get(`/api/statistics/dashboard.pdf${query}`, t.ROLE_ADMIN);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Statistics');
    expect(text).toContain('Country: France');
    const english = dashboardTables(report, {
      ...anyLabels,
      figure: (figure) =>
        ({ registered: 'Artisans registered', 'evaluation.decided.ACCEPTED': 'Accepted' })[figure] ?? figure,
    });
    const [activityTable] = english;
    for (const figure of ['Artisans registered', 'Accepted']) {
      const row = activityTable!.rows.find((cells) => cells[0] === figure)!;
      expect(text).toContain(row.map(String).join(' '));
    }
    // Every row's numbers, in the order the table writes them.
    for (const table of expected)
      for (const numbers of numbersOf(table.rows))
        expect(text).toContain(numbers.map((cell) => (cell === null ? '–' : String(cell))).join(' '));
  });

  it('writes in the reader language', async () => {
    const xlsx = await get(`/api/statistics/dashboard.xlsx${query}`, t.ROLE_ADMIN, 'fr-FR,fr;q=0.9');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Activité');
    expect(workbook.worksheets[0]!.getRow(4).getCell(1).value).toBe('Filtres\u00a0: Pays\u00a0: France');
  });

  it('is for the foundation only: the committee and admins; network members, ambassadors, hunters and artisans are refused', async () => {
    const statuses: Record<string, number> = {};
    for (const role of [
      'ROLE_ADMIN',
      'ROLE_EXECUTIVE_COMMITTEE',
      'ROLE_NETWORK_MEMBER',
      'ROLE_AMBASSADOR',
      'ROLE_ARTISAN_HUNTER',
      'ROLE_ARTISAN',
    ] as const)
      statuses[role] = (await get(`/api/statistics/dashboard.pdf?country=${FRANCE}`, t[role])).status;
    expect(statuses).toEqual({
      ROLE_ADMIN: 200,
      ROLE_EXECUTIVE_COMMITTEE: 200,
      ROLE_NETWORK_MEMBER: 403,
      ROLE_AMBASSADOR: 403,
      ROLE_ARTISAN_HUNTER: 403,
      ROLE_ARTISAN: 403,
    });
    expect((await get('/api/statistics/dashboard.xlsx', '')).status).toBe(401);
  });

  it('refuses a bad period with a clear message, and an unknown format', async () => {
    const bad = await kit.call<{ detail: string }>(
      'GET',
      '/api/statistics/dashboard.pdf?from=2026-02-30',
      t.ROLE_ADMIN,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain(STATISTICS_INPUT_MESSAGES.badDate);
    const reversed = await kit.call<{ detail: string }>(
      'GET',
      '/api/statistics/dashboard.xlsx?from=2026-03-05&to=2026-03-01',
      t.ROLE_ADMIN,
    );
    expect(reversed).toMatchObject({ status: 400, body: { detail: STATISTICS_INPUT_MESSAGES.fromAfterTo } });
    expect((await get('/api/statistics/dashboard.docx', t.ROLE_ADMIN)).status).toBe(404);
  });
});
