import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { bearer, createArtisan, CRITERIA, staffToken } from './api-fixtures';
import { expectAccessible, expectNoHorizontalScroll, LOADED, screenshot, staffLogin } from './support';

/**
 * Issue 19, part 5: downloads named for people (the artisan and the day, never an id), the
 * statistics workbook in the reader's words, the artisan list's dates picked or typed dd/mm/yyyy,
 * and a social link refused as it was typed.
 */

/** Letters only, so that a name stays a name. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The hunter answers every question: the analysis (and its PDF) is there. */
async function answerEverything(request: APIRequestContext, id: string): Promise<void> {
  const hunter = await staffToken(request, 'hunter@demo.test');
  for (const criterion of CRITERIA) {
    const path = `/api/artisans/${id}/evaluation/criteria/${criterion}`;
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [q, { points: 3, comment: `Seen at the workshop (${q}).` }]),
    );
    const saved = await request.put(path, { headers: bearer(hunter), data: { answers } });
    expect(saved.status(), await saved.text()).toBe(200);
    const validated = await request.post(`${path}/validate`, { headers: bearer(hunter) });
    expect(validated.status(), await validated.text()).toBe(200);
  }
}

async function signIn(page: Page): Promise<void> {
  await staffLogin(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
}

test.describe('downloads and filters made for people', () => {
  test('the analysis PDF is named for the artisan and the day; the statistics workbook speaks the reader’s language', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await staffToken(request, 'admin@demo.test');
    const lastName = `Dubois-${letters()}`;
    const artisan = await createArtisan(request, admin, { firstName: 'Claire', lastName });
    await answerEverything(request, artisan.id);
    const today = new Date().toISOString().slice(0, 10);

    await signIn(page);
    await page.goto(`/en/artisans/${artisan.id}/analysis`);
    const pdfButton = page.getByRole('button', { name: 'Download PDF' });
    await expect(pdfButton).toBeEnabled(LOADED);
    const pdf = page.waitForEvent('download');
    await pdfButton.click();
    expect((await pdf).suggestedFilename()).toBe(`analysis-${artisan.lastName}-Claire-${today}.pdf`);
    expect((await pdf).suggestedFilename()).not.toContain(artisan.id);

    // The statistics, from a French screen: named for the day, written in French.
    await page.goto(`/fr/artisans/${artisan.id}/analysis`);
    await page.getByRole('button', { name: 'Statistiques (Excel)' }).click(LOADED);
    const workbook = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Télécharger' }).click();
    const download = await workbook;
    expect(download.suggestedFilename()).toBe(`evaluation-statistics-until-${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Évaluations', 'Activité', 'Synthèse']);
    const summary = book.getWorksheet('Synthèse')!;
    const items = summary.getColumn(1).values.map(String);
    expect(items).toContain('Statut : Sélectionné');
    expect(items.join(' ')).not.toMatch(/SELECTED|IN PROGRESS|NOT REVIEWED/);
    // The period's end is a real date (the day it was made), not text.
    const to = summary.getRow(3).getCell(2);
    expect(summary.getRow(3).getCell(1).value).toBe('Au');
    expect(to.value).toEqual(new Date(`${today}T00:00:00.000Z`));
    expect(to.numFmt).toBe('dd/mm/yyyy');
  });

  test('the list’s dates are picked in a calendar or typed dd/mm/yyyy, eight digits too; anything else is refused, said', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/artisans');
    const advanced = page.getByRole('button', { name: /^Advanced filters/ });
    await advanced.click(LOADED);
    const from = page.getByLabel('Created from');
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    // Eight digits: understood as 27/11/2026, shown so, and filtering.
    await from.fill('27112026');
    await from.blur();
    await expect(from).toHaveValue('27/11/2026');
    await expect(page).toHaveURL(/[?&]from=2026-11-27/);

    // Not a day: kept as typed, the message says what to type, the filter does not change.
    await from.fill('31/02/2025');
    await from.blur();
    await expect(from).toHaveValue('31/02/2025');
    await expect(page.getByText('Please type the date as dd/mm/yyyy')).toBeVisible();
    await expect(page).toHaveURL(/[?&]from=2026-11-27/);

    // Emptied: no filter (the screen shows it before the next field is used).
    await from.fill('');
    await from.blur();
    await expect(page).not.toHaveURL(/[?&]from=/);
    await expect(page.getByText('Please type the date as dd/mm/yyyy')).toHaveCount(0);
    await expect(advanced).toHaveAccessibleName('Advanced filters');

    // The calendar: a day picked is shown dd/mm/yyyy and filters.
    const until = page.getByLabel('Created until');
    await until.fill('10/03/2025');
    await expect(page).toHaveURL(/[?&]to=2025-03-10/);
    await expect(advanced).toHaveAccessibleName(/^Advanced filters\s*\(1 active\)$/);
    await until.click();
    const calendar = page.locator('[data-dates-dropdown]');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'March 2025', exact: true })).toBeVisible();
    await calendar.getByRole('button', { name: '14 March 2025', exact: true }).click();
    await expect(until).toHaveValue('14/03/2025');
    await expect(page).toHaveURL(/[?&]to=2025-03-14/);
    await expect(calendar).toHaveCount(0);
    await until.click();
    await expectAccessible(page);
    await screenshot(page, 'artisan-list-date-picker-desktop', false);
    await page.keyboard.press('Escape');

    // In French: the calendar's month in French, the day still typed and shown day first.
    // (With a filter in the link, the advanced filters are open already.)
    await page.goto('/fr/artisans?to=2025-03-14');
    const jusqu = page.getByLabel("Créé jusqu'au");
    await expect(jusqu).toHaveValue('14/03/2025', LOADED);
    await jusqu.click();
    await expect(
      page.locator('[data-dates-dropdown]').getByRole('button', { name: 'mars 2025', exact: true }),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'artisan-list-date-picker-fr-390', false);
  });

  test('an invalid social link is refused as it was typed, not rewritten first', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const admin = await staffToken(request, 'admin@demo.test');
    const artisan = await createArtisan(request, admin, { firstName: 'Léa', lastName: `Liens${letters()}` });
    await signIn(page);
    await page.goto(`/en/artisans/${artisan.id}/edit`);
    const facebook = page.getByRole('textbox', { name: 'Facebook' });
    await expect(facebook).toBeVisible(LOADED);
    await facebook.fill('not a url');
    await facebook.blur();
    await expect(facebook).toHaveValue('not a url');
    // Saving says what is wrong, about what was typed.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The Facebook link is not valid')).toBeVisible();
    await expect(facebook).toHaveValue('not a url');
    // A link without its scheme is still completed.
    await facebook.fill('facebook.com/atelier.lea');
    await facebook.blur();
    await expect(facebook).toHaveValue('https://facebook.com/atelier.lea');
    await expect(page.getByText('The Facebook link is not valid')).toHaveCount(0);
  });
});
