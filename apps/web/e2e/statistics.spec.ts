import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { readFileSync } from 'node:fs';
import { bearer, createArtisan, sendEvaluation, staffToken } from './api-fixtures';
import { expectNoHorizontalScroll, screenshot, staffLogin } from './support';

/**
 * Issue 16 in the browser: the committee reads the statistics of a period and a country, the charts'
 * tables show the figures of the artisans the test adds, and the dashboard's workbook and PDF hold the
 * same numbers; the staff home lists an evaluation waiting for the network member's endorsement and
 * leads to it.
 */

// Portugal: a country no other browser test adds artisans to.
const PORTUGAL = 620;
const today = new Date().toISOString().slice(0, 10);
const display = (day: string) => day.split('-').reverse().join('/');

type Report = { figures: { figure: string; period: number; asOf: number }[] };

async function figures(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const answer = await request.get(`/api/statistics?from=${today}&to=${today}&country=${PORTUGAL}`, {
    headers: bearer(token),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const report = (await answer.json()) as Report;
  return Object.fromEntries(report.figures.map((row) => [row.figure, row.period]));
}

/** The table's number in the row named `label`, column `column` (1: in the period). */
async function cell(page: Page, table: string, label: string, column = 1): Promise<string> {
  const row = page
    .getByTestId(`table-${table}`)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: label, exact: true }),
    });
  return (
    (await row
      .getByRole('cell')
      .nth(column - 1)
      .textContent()) ?? ''
  );
}

test('the committee reads a period and a country, and downloads the same numbers as workbook and PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await staffToken(request, 'admin@demo.test');
  const committee = await staffToken(request, 'committee@demo.test');
  const before = await figures(request, committee);
  await createArtisan(request, admin, { firstName: 'Inês', lastName: 'Carvalho', country: PORTUGAL });
  await createArtisan(request, admin, { firstName: 'Rui', lastName: 'Ferreira', country: PORTUGAL });
  const registered = (before['registered'] ?? 0) + 2;
  const byStaff = (before['registered.staff'] ?? 0) + 2;
  expect(await figures(request, committee)).toMatchObject({ registered, 'registered.staff': byStaff });

  await staffLogin(page, 'committee@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto('/en/statistics');
  // Mantine's segmented control hides its radios under their labels.
  await page.getByText('Chosen dates', { exact: true }).click();
  // Days typed or picked in a calendar; a period that ends before it starts is refused, by field.
  await page.getByLabel('From', { exact: true }).fill(display(today));
  await page.getByLabel('To', { exact: true }).fill('01/01/2020');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The first day must not be after the last day.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await screenshot(page, 'statistics-period-calendar', false);
  await page.keyboard.press('Escape');
  await page.getByLabel('To', { exact: true }).fill(display(today));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByTestId('statistics-period')).toHaveText(
    `From ${display(today)} to ${display(today)}`,
  );
  await page.getByRole('combobox', { name: 'Country' }).fill('Portug');
  await page.getByRole('option', { name: 'Portugal', exact: true }).click();

  await expect.poll(() => cell(page, 'activity', 'Artisans registered')).toBe(String(registered));
  expect(await cell(page, 'activity', 'Added by staff')).toBe(String(byStaff));
  expect(await cell(page, 'funnel', 'Registered')).toBe(String(registered));
  await expect(page.getByTestId('chart-activity').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await screenshot(page, 'statistics-committee-portugal');

  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name, exact: true }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  };
  const xlsx = await download('Dashboard (Excel)');
  expect(xlsx.name).toBe(`statistics-dashboard-${today}-to-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const activity = workbook.getWorksheet('Activity')!;
  expect(activity.getRow(4).getCell(1).value).toBe('Filters: Country: Portugal');
  const rowOf = (label: string) =>
    activity.getRows(7, activity.rowCount)!.find((row) => row.getCell(1).value === label)!;
  expect(rowOf('Artisans registered').getCell(2).value).toBe(registered);
  expect(rowOf('Added by staff').getCell(2).value).toBe(byStaff);

  const pdf = await download('Dashboard (PDF)');
  expect(pdf.name).toBe(`statistics-dashboard-${today}-to-${today}.pdf`);
  const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  expect(text).toContain('Country: Portugal');
  expect(text).toContain(`Artisans registered ${registered} `);
  expect(text).toContain(`Added by staff ${byStaff} `);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'statistics-committee-360', false);
});

test('the staff home lists an evaluation waiting for the network member endorsement, and leads to it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const hunter = await staffToken(request, 'hunter@demo.test');
  const artisan = await createArtisan(request, hunter, { firstName: 'Odile', lastName: 'Garnier' });
  await sendEvaluation(request, hunter, artisan.id);

  await staffLogin(page, 'network@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  const dashboard = page.getByTestId('staff-dashboard');
  await expect(
    dashboard.getByRole('heading', { name: 'Evaluations waiting for your endorsement' }),
  ).toBeVisible();
  const item = dashboard.getByTestId(`waiting-endorsement-${artisan.id}`);
  await expect(item).toContainText(`${artisan.firstName} ${artisan.lastName}`);
  await expect(item).toContainText(`France · Waiting since ${display(today)}`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'staff-home-waiting-360', false);
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/evaluation$`));
});
