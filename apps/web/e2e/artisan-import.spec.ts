import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectAccessible, screenshot, staffLogin } from './support';

/** SPEC.md section 2, artisan list: "import artisans from an Excel file (template download and import results)". */

/** Letters only, so that a name stays a name; unique enough to find this test's artisans alone. */
function token(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

test('an admin imports an Excel file', async ({ page }) => {
  const first = capitalized(token());
  const refusedFirst = capitalized(token());

  await staffLogin(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto('/en/artisans');
  await page.getByRole('button', { name: 'Import artisans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import artisans from an Excel file' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'artisan-import-popup', false);

  // The template comes with the bearer token, as a file to save.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('artisans-import-template.xlsx');
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = template.getWorksheet('Artisans')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  expect(header).toEqual(
    expect.arrayContaining(['title', 'firstName', 'lastName', 'country', 'craftMaterail']),
  );
  const cell = (row: number, column: string) => sheet.getRow(row).getCell(header.indexOf(column) + 1);
  expect(cell(3, 'country').dataValidation).toMatchObject({ type: 'list' });

  // The admin's file: the template with the sample row replaced by two artisans.
  const values: Record<string, string | number>[] = [
    {
      title: 'Ms.',
      firstName: first,
      lastName: 'Excelsior',
      email: `${first.toLowerCase()}@atelier.test`,
      country: 'Italy',
      craftMaterail: 'Wood',
      craftPerson: 'Cabinetmaker',
      inActivity: 2004,
      place: 'Firenze',
    },
    // No title, craft or year: refused with the form's messages.
    { firstName: refusedFirst, lastName: 'Excelsior', country: 'Italy' },
  ];
  values.forEach((row, index) => {
    for (const column of header) cell(index + 2, column).value = row[column] ?? null;
  });
  const file = Buffer.from(await template.xlsx.writeBuffer());

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'artisans.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Import the file' }).click();

  await expect(dialog.getByText('Excel file successfully imported')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '1 created, 0 already existing (skipped), 1 refused, out of 2 rows.',
  );
  const results = dialog.getByTestId('import-results');
  await expect(results.getByRole('row', { name: new RegExp(`${first} Excelsior`) })).toContainText('Created');
  const refused = results.getByRole('row', { name: new RegExp(`${refusedFirst} Excelsior`) });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('Title field is required');
  await expect(refused).toContainText('In Activity field is required');
  await expectAccessible(page, '[role="dialog"]');
  await screenshot(page, 'artisan-import-results', false);

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await page.goto(`/en/artisans?q=${first}`);
  await expect(page.getByRole('link', { name: `${first} Excelsior`, exact: true })).toBeVisible();
  await expect(page.getByText(refusedFirst)).toHaveCount(0);
  await screenshot(page, 'artisan-import-list');
});

test('a file that is not an xlsx is refused with a clear message', async ({ page }) => {
  await staffLogin(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto('/en/artisans');
  await page.getByRole('button', { name: 'Import artisans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import artisans from an Excel file' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'artisans.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Import the file' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This file is not an Excel workbook (.xlsx).');
});
