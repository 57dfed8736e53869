import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  expectAccessible,
  expectNoHorizontalScroll,
  mailsSoFar,
  screenshot,
  staffLogin,
  waitForMail,
} from './support';
import { createArtisan, FRANCE, ITALY, staffToken } from './api-fixtures';

/** SPEC.md section 2, "Artisan list"; section 6 for who sees which filter and action. */

/** Letters only, so a name stays a name; unique enough to find this test's artisans alone. */
function token(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function openList(page: Page, email: string, query = ''): Promise<void> {
  await staffLogin(page, email);
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/en/artisans${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Artisans' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('artisan-row');

/** The paths of the scripts the page fetches from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function pick(page: Page, label: string, typed: string | undefined, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A real 1×1 PNG: the API checks a picture by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function pickFiles(page: Page, button: string, names: string[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
}

test.describe('artisan list', () => {
  let admin: string;

  test.beforeAll(async ({ request }) => {
    admin = await staffToken(request, 'admin@demo.test');
  });

  test('an admin filters by country and status, and the URL keeps the filters across a reload', async ({
    page,
    request,
  }) => {
    // Many steps and a reload: slow when the whole suite runs at once.
    test.setTimeout(240_000);
    const family = `Filtre${token()}`;
    const french = await createArtisan(request, admin, { firstName: 'Amélie', lastName: family });
    const italian = await createArtisan(request, admin, {
      firstName: 'Beatrice',
      lastName: family,
      country: ITALY,
    });

    const scripts = recordScripts(page);
    const fetched = (name: string) => scripts.filter((path) => path.includes(`/${name}-`));
    await openList(page, 'admin@demo.test');
    await searchBox(page).fill(family);
    await expect(rows(page)).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${family}`));
    // The list and the help button (which comes after the list has painted) are drawn without
    // Mantine; the advanced filters' code (selects, calendars) and Mantine come when the panel opens.
    await expect(page.getByTestId('help-button')).toBeVisible();
    expect(fetched('mantine-scope')).toEqual([]);
    expect(fetched('artisan-list-advanced-filters')).toEqual([]);

    await page.getByRole('button', { name: 'Advanced filters' }).click();
    await pick(page, 'Country', 'Fran', 'France');
    expect(fetched('mantine-scope')).toHaveLength(1);
    expect(fetched('artisan-list-advanced-filters')).toHaveLength(1);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${french.firstName} ${french.lastName}`);

    // No artisan of this test is submitted yet: a friendly empty state, then the right status.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Submitted', exact: true }).click();
    await expect(page.getByTestId('artisan-list-empty')).toContainText('No artisan matches your search');
    await page.getByRole('option', { name: 'Submitted', exact: true }).click();
    await page.getByRole('option', { name: 'In progress', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(rows(page)).toHaveCount(1);

    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(family);
    expect(url.searchParams.getAll('country')).toEqual([String(FRANCE)]);
    expect(url.searchParams.getAll('status')).toEqual(['IN PROGRESS']);
    await expect(page.getByRole('button', { name: /Advanced filters/ })).toContainText('2');

    await page.reload();
    await expect(page).toHaveURL(url.toString());
    await expect(searchBox(page)).toHaveValue(family);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(french.lastName);
    await expect(page.getByText(italian.firstName)).toHaveCount(0);
    // The panel opens by itself when the URL holds filters, showing them.
    await expect(page.getByText('France', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();

    // The same link works for someone else: a shared list.
    const shared = await page.context().newPage();
    await shared.goto(url.toString());
    // A whole new page's first look (its app, language and list): slow on a busy machine.
    await expect(shared.getByTestId('artisan-row')).toHaveCount(1, { timeout: 30_000 });
    await shared.close();
  });

  test('the search finds an artisan by a name with accents typed without them', async ({ page, request }) => {
    const unique = token();
    const artisan = await createArtisan(request, admin, {
      firstName: 'Hélène',
      lastName: `Çelik-Ñúñez ${unique}`,
    });
    await openList(page, 'admin@demo.test');
    await searchBox(page).fill(`helene celik-nunez ${unique.toUpperCase()}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Hélène ${artisan.lastName}`);
    await expect(page.getByTestId('artisan-summary')).toHaveText('One artisan found');
  });

  test('"Reset filters" clears the search, the filters and the URL', async ({ page }) => {
    await openList(page, 'admin@demo.test', `?q=nobody-${token()}&country=${ITALY}&status=SELECTED&page=2`);
    await expect(searchBox(page)).toHaveValue(/^nobody-/);
    await expect(page.getByTestId('artisan-list-empty')).toBeVisible();
    const reset = page.getByRole('button', { name: 'Reset filters' }).first();
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(page).toHaveURL(/\/en\/artisans$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Advanced filters' })).not.toContainText(/\d/);
  });

  test('20 artisans a page, the page in the URL', async ({ page, request }) => {
    const family = `Pagina${token()}`;
    await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        createArtisan(request, admin, {
          firstName: `Nr${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
          lastName: family,
        }),
      ),
    );
    await openList(page, 'admin@demo.test', `?q=${family}`);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByTestId('artisan-summary')).toHaveText('Showing 1–20 of 21 artisans');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('artisan-summary')).toHaveText('Showing 21–21 of 21 artisans');
    // Changing a filter starts again at page 1.
    await page.getByRole('button', { name: 'Sort from Z to A' }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/[?&]order=desc/);
    await expect(rows(page)).toHaveCount(20);
  });

  test('an admin deletes an artisan after confirming', async ({ page, request }) => {
    // Many steps (and axe over a page of rows): slow when the whole suite runs at once.
    test.setTimeout(240_000);
    const artisan = await createArtisan(request, admin, {
      firstName: 'Dorotea',
      lastName: `Efimera${token()}`,
    });
    const name = `${artisan.firstName} ${artisan.lastName}`;
    const scripts = recordScripts(page);
    const popup = () => scripts.filter((path) => path.includes('/confirm-popup-modal-'));
    await openList(page, 'admin@demo.test', `?q=${encodeURIComponent(artisan.lastName)}`);
    await expect(rows(page)).toHaveCount(1);
    // The popup's code comes when it first opens.
    expect(popup()).toEqual([]);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete artisan' });
    await expect(dialog).toContainText(`Do you really want to delete ${name}?`);
    expect(popup()).toHaveLength(1);
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'artisan-list-delete-desktop', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete artisan' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `${name} has been deleted.` })).toBeVisible();
    await expect(page.getByTestId('artisan-list-empty')).toBeVisible();
    const check = await request.get(`/api/artisans/${artisan.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(check.status()).toBe(404);
  });

  test('staff send an invitation after confirming, and the artisan gets the mail', async ({
    page,
    request,
  }) => {
    const hunter = await staffToken(request, 'hunter@demo.test');
    const artisan = await createArtisan(request, hunter, {
      firstName: 'Ilaria',
      lastName: `Invito${token()}`,
    });
    const name = `${artisan.firstName} ${artisan.lastName}`;
    const before = mailsSoFar();
    await openList(page, 'hunter@demo.test', `?q=${encodeURIComponent(artisan.lastName)}`);
    await page.getByRole('button', { name: `Send an invitation to ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send invite' });
    await expect(dialog).toContainText(`${name} will receive an email`);
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The invitation was sent to ${name}.` }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const mail = await waitForMail(artisan.email, 'hashInvite', before);
    expect(mail.link).toContain('hashInvite=');
    // An artisan with an account already (the demo artisan signed up) is not offered one.
    await page.goto('/en/artisans?q=atelier%20moreau');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Send an invitation to / })).toHaveCount(0);
  });

  test('a hunter sees neither the pending filter nor delete nor import', async ({ page }) => {
    await openList(page, 'hunter@demo.test');
    await expect(page.getByRole('link', { name: 'Add artisan' })).toHaveAttribute(
      'href',
      '/en/artisans/new/edit',
    );
    await expect(page.getByRole('button', { name: 'Import artisans' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Advanced filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Self-assessment', exact: true })).toHaveCount(0);

    // A hand-written link with the pending filter is not sent for a hunter (the API would refuse it).
    await page.goto('/en/artisans?pending=true&selfAssessment=false');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an admin has the pending and self-assessment filters, import and delete', async ({ page }) => {
    await openList(page, 'admin@demo.test', '?pending=false');
    await expect(page.getByRole('button', { name: 'Import artisans' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveValue('Active');
    await expect(page.getByRole('combobox', { name: 'Self-assessment', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  });

  test('the list is accessible and reads well on a laptop', async ({ page }) => {
    // Many steps (and axe over a page of rows): slow when the whole suite runs at once.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openList(page, 'admin@demo.test');
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'artisan-list-desktop');
    await page.getByRole('button', { name: 'Advanced filters' }).click();
    await expect(page.getByLabel('Created from')).toBeVisible();
    await page.getByLabel('Created from').fill('31/02/2025');
    await page.getByLabel('Created from').blur();
    await expect(page.getByText('Please type the date as dd/mm/yyyy')).toBeVisible();
    await page.getByLabel('Created from').fill('01/01/2020');
    await page.getByLabel('Created from').press('Enter');
    await expect(page).toHaveURL(/[?&]from=2020-01-01/);
    await pick(page, 'Country', 'Fra', 'France');
    await expect(page).toHaveURL(/[?&]country=250/);
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'artisan-list-filters-desktop', false);
  });

  test('a hunter adds an artisan with pictures and finds it in the list with filters', async ({ page }) => {
    test.setTimeout(240_000);
    await openList(page, 'hunter@demo.test');
    await page.getByRole('link', { name: 'Add artisan' }).click();
    await expect(page).toHaveURL(/\/en\/artisans\/new\/edit$/);

    const lastName = `Trouvé${token()}`;
    const name = `Inès ${lastName}`;
    await page.getByLabel('Ms.').check();
    await page.getByLabel(/^First name/).fill('Inès');
    await page.getByLabel(/^Last name/).fill(lastName);
    await choose(page, page.getByRole('combobox', { name: /^Craft/ }), 'wo', 'Wood');
    await choose(page, page.getByRole('combobox', { name: /^Occupation/ }), 'Cab', 'Cabinetmaker');
    await choose(page, page.getByRole('combobox', { name: /^In activity since/ }), '2003', '2003');
    await page.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'Spain' }).click();
    await pickFiles(page, 'Add pictures', ['loom.png', 'basket.png']);
    await expect(page.getByTestId('picture-count')).toHaveText('2 of 5 pictures');
    const pictures = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/pictures$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save the artisan' }).click();
    expect((await pictures).status()).toBe(201);
    await page
      .getByRole('dialog', { name: 'Begin the evaluation?' })
      .getByRole('button', { name: 'Later' })
      .click();
    await expect(page).toHaveURL(/\/en\/artisans$/);

    // Found again by name, accents left out, and with the filters that describe it.
    await searchBox(page).fill(`ines ${lastName.toLowerCase().replace('é', 'e')}`);
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText(name);
    for (const text of ['Spain', 'Wood', 'Cabinetmaker', '2003', 'In progress', 'by Lucía García'])
      await expect(row).toContainText(text);
    await page.getByRole('button', { name: 'Advanced filters' }).click();
    await pick(page, 'Country', 'Spa', 'Spain');
    await pick(page, 'Craft', 'Wo', 'Wood');
    await pick(page, 'In activity since', '2003', '2003');
    await pick(page, 'Created by', 'Luc', 'Lucía García');
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]year=2003/);
    await expect(page).toHaveURL(/[?&]user=[0-9a-f-]{36}/);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await pick(page, 'In activity since', '2004', '2004');
    await expect(page.getByTestId('artisan-list-empty')).toBeVisible();
    await page.goBack();
    await expect(rows(page)).toHaveCount(1);

    // "See" opens the profile read only, with its pictures.
    await page.getByRole('link', { name: `See ${name}` }).click();
    await expect(page).toHaveURL(/\/en\/artisans\/[0-9a-f-]{36}\/edit\?mode=see$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('profile-pictures').getByRole('img')).toHaveCount(2);
  });

  test('in German, the labels, statuses and dates follow the language', async ({ page, request }) => {
    const artisan = await createArtisan(request, admin, {
      firstName: 'Greta',
      lastName: `Sprache${token()}`,
    });
    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto(`/de/artisans?q=${artisan.lastName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kunsthandwerker' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    await expect(row).toContainText('In Bearbeitung');
    const today = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date());
    await expect(row).toContainText(today);
    await expect(page.getByRole('button', { name: 'Kunsthandwerker importieren' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${artisan.firstName} ${artisan.lastName} bearbeiten` }),
    ).toHaveAttribute('href', `/de/artisans/${artisan.id}/edit`);
    await page.getByRole('button', { name: 'Erweiterte Filter' }).click();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'artisan-list-de-desktop', false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('each artisan is a card, nothing scrolls sideways', async ({ page }) => {
      // Many steps (and axe over a page of rows): slow when the whole suite runs at once.
      test.setTimeout(240_000);
      await openList(page, 'admin@demo.test');
      await expect(rows(page).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, 'artisan-list-390', false);
      await rows(page).nth(1).scrollIntoViewIfNeeded();
      await screenshot(page, 'artisan-list-cards-390', false);
      await page.getByRole('button', { name: 'Advanced filters' }).click();
      await expectNoHorizontalScroll(page);
      await page.getByRole('combobox', { name: 'Country', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'artisan-list-filters-390', false);
      await page.getByRole('group', { name: 'Evaluation points' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'artisan-list-filters-more-390', false);
    });
  });
});
