import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, createArtisan, createStaffAccount, staffToken } from './api-fixtures';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  screenshot,
  staffLogin,
  tabTo,
  uniqueEmail,
} from './support';

/** SPEC.md section 2 (manage back-office accounts), sections 3, 6, 7 and 8; issue 17. */

/** Letters only, so a name stays a name; unique enough to find this test's accounts alone. */
function letters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

async function openManagement(page: Page, email = 'admin@demo.test', query = ''): Promise<void> {
  await staffLogin(page, email);
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/en/management${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Back-office accounts' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('user-row');
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Picks an option of a Mantine select (its list closes on the choice) or multi-select (its list
 * stays open for more: Escape closes it, and in a popup only it), typing first when searchable.
 */
async function pick(
  page: Page,
  box: Locator,
  option: string,
  { typed, multiple = false }: { typed?: string; multiple?: boolean } = {},
): Promise<void> {
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test.describe('back-office accounts and organisations', () => {
  test('an admin creates an organisation and an account in it, finds it with the filters and deactivates it; its open session is refused', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const organisation = `Botteghe ${capitalised(letters())}`;
    const lastName = `Vasari${letters()}`;
    const email = uniqueEmail('ambassador');
    const password = 'ambassador-pass-1';

    await openManagement(page);

    // The organisation, with its own country.
    await page.getByRole('tab', { name: 'Organisations' }).click();
    await expect(page).toHaveURL(/[?&]tab=organisations/);
    await page.getByRole('button', { name: 'Add an organisation' }).click();
    await dialog(page).getByLabel(/^Name/).fill(organisation);
    await pick(page, dialog(page).getByRole('combobox', { name: 'Countries of the organisation' }), 'Italy', {
      typed: 'Ital',
      multiple: true,
    });
    await dialog(page).getByRole('button', { name: 'Create the organisation' }).click();
    await expectNotice(page, `The organisation ${organisation} has been created.`);
    const card = page.getByTestId('organization-card').filter({ hasText: organisation });
    await expect(card).toContainText('Italy');
    await screenshot(page, 'management-organisations');

    // The account, in that organisation, with a password so that it can sign in.
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('button', { name: 'Add an account' }).click();
    const form = dialog(page);
    await form.getByRole('radio', { name: 'Ms.' }).check();
    await form.getByLabel(/^First name/).fill('giulia');
    await form.getByLabel(/^Last name/).fill(lastName);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel('Phone number').fill('+39 06 1234 5678');
    await pick(page, form.getByRole('combobox', { name: /^Role/ }), 'Ambassador');
    await pick(page, form.getByRole('combobox', { name: 'Organisation' }), organisation, {
      typed: organisation.slice(0, 8),
    });
    await pick(page, form.getByRole('combobox', { name: 'Countries' }), 'Italy', {
      typed: 'Ital',
      multiple: true,
    });
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm the password').fill(password);
    await screenshot(page, 'management-account-form');
    await form.getByRole('button', { name: 'Create the account' }).click();
    const name = `Giulia ${capitalised(lastName)}`;
    await expectNotice(page, `The account of ${name} has been created.`);

    // The person signs in elsewhere and keeps that session open.
    const elsewhere = await browser.newContext();
    const theirPage = await elsewhere.newPage();
    await staffLogin(theirPage, email, password);
    await expect(theirPage).toHaveURL(/\/en\/home$/);
    const theirToken = await staffToken(request, email, password);
    expect((await request.get('/api/users/me', { headers: bearer(theirToken) })).status()).toBe(200);

    // Found with the filters: organisation and role.
    await pick(page, page.getByRole('combobox', { name: 'Organisations' }), organisation, {
      typed: organisation.slice(0, 8),
      multiple: true,
    });
    await expect(rows(page)).toHaveCount(1);
    await pick(page, page.getByRole('combobox', { name: 'Roles' }), 'Ambassador', { multiple: true });
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]org=\d+/);
    await expect(page).toHaveURL(/[?&]role=ROLE_AMBASSADOR/);
    const row = rows(page).first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(organisation);
    await expect(row).toContainText('Italy');
    await expect(row).toContainText('Active');
    await expect(page.getByTestId('user-summary')).toHaveText('1 account');
    await screenshot(page, 'management-filtered');

    // Deactivated: asked first, then said.
    await row.getByRole('button', { name: `Deactivate the account of ${name}` }).click();
    await page.getByTestId('deactivate-account-popup').getByRole('button', { name: 'Deactivate' }).click();
    await expectNotice(page, `The account of ${name} has been deactivated.`);
    await expect(rows(page).first()).toContainText('Inactive');

    // Their open session is refused at its next call, in the API and in their browser.
    expect((await request.get('/api/users/me', { headers: bearer(theirToken) })).status()).toBe(401);
    await theirPage.goto('/en/artisans');
    await expect(theirPage).toHaveURL(/\/en\/login/);
    await elsewhere.close();
  });

  test('an admin deletes an account that created artisans: chooses who takes them over, then it is deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const creator = await createStaffAccount(request, {
      role: 'ROLE_NETWORK_MEMBER',
      password: 'network-pass-1',
    });
    const creatorToken = await staffToken(request, creator.email, 'network-pass-1');
    const artisan = await createArtisan(request, creatorToken, {
      firstName: 'Ottavio',
      lastName: `Intarsia${letters()}`,
    });

    await openManagement(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(creator.email);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('user-summary')).toHaveText('Accounts matching your search: 1');
    await rows(page).first().getByRole('button', { name: 'Delete the account of Irene Vasari' }).click();

    const popup = page.getByTestId('delete-account-popup');
    await expect(popup).toContainText('all its information will be deleted');
    await popup.getByRole('button', { name: 'Delete the account' }).click();

    // The API says artisans still name the account: the admin chooses who takes them over.
    await expect(popup.getByRole('heading', { name: 'Who takes over the artisans?' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Reassign and delete' })).toBeDisabled();
    await pick(
      page,
      popup.getByRole('combobox', { name: /^Account that takes over the artisans/ }),
      'Alice Martin (Admin)',
      { typed: 'Alice' },
    );
    await screenshot(page, 'management-delete-reassign', false);
    await popup.getByRole('button', { name: 'Reassign and delete' }).click();
    await expectNotice(
      page,
      'The account of Irene Vasari has been deleted. Its artisans (1) now belong to Alice Martin.',
    );
    await expect(page.getByTestId('user-list-empty')).toBeVisible();

    const admin = await staffToken(request, 'admin@demo.test');
    const me = (await (await request.get('/api/users/me', { headers: bearer(admin) })).json()) as {
      id: string;
    };
    // The artisan list now names the heir as the artisan's creator.
    const listed = await request.get(
      `/api/artisans?user=/api/users/${me.id}&orSearch_search=${encodeURIComponent(artisan.lastName)}`,
      { headers: bearer(admin) },
    );
    expect(((await listed.json()) as { 'hydra:member': { id: string }[] })['hydra:member']).toEqual([
      expect.objectContaining({ id: artisan.id }),
    ]);
    expect((await request.get(`/api/users/${creator.id}`, { headers: bearer(admin) })).status()).toBe(404);
  });

  test('a change made on an older version is refused with a clear message, and saved on the latest', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await createStaffAccount(request, {
      role: 'ROLE_ARTISAN_HUNTER',
      password: 'hunter-pass-1',
    });
    await openManagement(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(account.email);
    await rows(page).first().getByRole('button', { name: 'Edit the account of Irene Vasari' }).click();
    const form = dialog(page);
    await expect(form.getByLabel(/^Last name/)).toHaveValue('Vasari');
    await form.getByLabel('Phone number').fill('+33 1 23 45 67 89');

    // Someone else saves the account meanwhile.
    const admin = await staffToken(request, 'admin@demo.test');
    const other = await request.put(`/api/users/${account.id}`, {
      headers: bearer(admin),
      data: { firstName: 'Irena' },
    });
    expect(other.status()).toBe(200);

    await form.getByRole('button', { name: 'Save' }).click();
    const stale = page.getByTestId('stale-version');
    await expect(stale).toContainText('Someone else changed this record since you opened it.');
    await screenshot(page, 'management-stale-version', false);
    await stale.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(form.getByLabel(/^First name/)).toHaveValue('Irena');
    await expect(form.getByLabel('Phone number')).toHaveValue('+33 1 23 45 67 89');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The account of Irena Vasari has been saved.');
    const saved = await request.get(`/api/users/${account.id}`, { headers: bearer(admin) });
    expect(await saved.json()).toMatchObject({ firstName: 'Irena', phone: '+33 1 23 45 67 89' });
  });

  test('every screen fits 360 px wide without horizontal scrolling', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await openManagement(page);
    await expect(rows(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'management-360-accounts');

    await page.getByRole('button', { name: 'Add an account' }).click();
    await expect(dialog(page).getByLabel(/^First name/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'management-360-account-form', false);
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Organisations' }).click();
    await expect(page.getByTestId('organization-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'management-360-organisations');

    await page
      .getByTestId('organization-card')
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(dialog(page).getByLabel(/^Name/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'management-360-organisation-form', false);
  });

  test('works with the keyboard alone, and axe finds no serious problem', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openManagement(page);
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);

    // The tabs: arrow keys move between them.
    const accountsTab = page.getByRole('tab', { name: 'Accounts' });
    await tabTo(page, accountsTab);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Organisations' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('organization-card').first()).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(rows(page).first()).toBeVisible();

    // Add an account: the form opens on its first field and Escape closes it.
    await tabTo(page, page.getByRole('button', { name: 'Add an account' }));
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel(/^First name/)).toBeFocused();
    await expectAccessible(page, '[role="dialog"]');
    // Sent empty: the messages of SPEC.md sections 3 and 5, and the keyboard at the first field to fix.
    await tabTo(page, dialog(page).getByRole('button', { name: 'Create the account' }));
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toContainText('Some fields need your attention.');
    await expect(dialog(page)).toContainText('Title field is required');
    await expect(dialog(page)).toContainText('Please fill in the email');
    await expect(dialog(page).getByLabel(/^First name/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    // Search, then edit the account found, all from the keyboard.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('network@demo.test');
    await expect(rows(page)).toHaveCount(1);
    await tabTo(page, page.getByRole('button', { name: 'Edit the account of Nathalie Dubois' }));
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByLabel(/^Last name/)).toHaveValue('Dubois');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });
});
