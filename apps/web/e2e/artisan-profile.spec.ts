import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptInvitation, artisanToken, bearer, createArtisan, CRITERIA, staffToken } from './api-fixtures';
import {
  artisanLogin,
  choose,
  expectAccessible,
  expectNoHorizontalScroll,
  screenshot,
  staffLogin,
  uniqueEmail,
} from './support';
import { png } from './pictures';

/** A one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

/** A small picture of one colour with a darker band. */
const pictureFile = (name: string, [r, g, b]: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(160, 120, (y) => {
    const shade = y > 120 * 0.6 ? 0.6 : 1;
    return [Math.round(r * shade), Math.round(g * shade), Math.round(b * shade)];
  }),
});

async function pickFiles(
  page: Page,
  button: string,
  files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('Not logged in');
  return token;
}

/** Adds an artisan through the API (for the screens that need one to show). */
async function addArtisanThroughApi(page: Page, lastName: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const crafts = (await (await page.request.get('/api/craft_materails', { headers })).json()) as {
    'hydra:member': { '@id': string; name: string }[];
  };
  const wood = crafts['hydra:member'].find((craft) => craft.name === 'Wood');
  const answer = await page.request.post('/api/artisans', {
    headers,
    data: {
      title: 'Mr.',
      firstName: 'Bruno',
      lastName,
      email: uniqueEmail('bruno'),
      country: '/api/countries/724',
      craftMaterail: wood?.['@id'],
      inActivity: 1987,
      workshop: 'Taller Bruno',
      place: 'Sevilla',
      postalCode: '41001',
      website: 'https://www.example.org',
      instagram: 'https://instagram.com/taller-bruno',
    },
  });
  expect(answer.status()).toBe(201);
  const artisan = (await answer.json()) as { id: string };
  const files = await page.request.post(`/api/artisans/${artisan.id}/pictures`, {
    headers,
    multipart: { pictures: pictureFile('bench.png', [176, 132, 84]) },
  });
  expect(files.status()).toBe(201);
  return artisan.id;
}

/**
 * Answers every question of the staff evaluation (`sheet: 'evaluation'`, 0..5 points) or of the
 * artisan's self-assessment (four levels) through the API and validates each criterion; the
 * self-assessment is sent too (its analysis waits for that), the evaluation is only complete.
 */
async function answerEverything(
  request: APIRequestContext,
  token: string,
  id: string,
  sheet: 'evaluation' | 'self-assessment',
): Promise<void> {
  for (const criterion of CRITERIA) {
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [
        q,
        sheet === 'evaluation'
          ? { points: 4, comment: `Seen at the workshop (${criterion} ${q}).` }
          : { answer: 'often', comment: `In my workshop (${criterion} ${q}).` },
      ]),
    );
    const path = `/api/artisans/${id}/${sheet}/criteria/${criterion}`;
    const saved = await request.put(path, { headers: bearer(token), data: { answers } });
    expect(saved.status(), await saved.text()).toBe(200);
    const validated = await request.post(`${path}/validate`, { headers: bearer(token) });
    expect(validated.status(), await validated.text()).toBe(200);
  }
  if (sheet === 'evaluation') return;
  const sent = await request.post(`/api/artisans/${id}/self-assessment/submit`, { headers: bearer(token) });
  expect(sent.status(), await sent.text()).toBe(200);
}

test.describe('artisan profile', () => {
  test('a hunter adds an artisan with pictures and a PDF, and is offered to begin the evaluation', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await staffLogin(page, 'hunter@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/artisans/new/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Add an artisan' })).toBeVisible();
    await expect(page.getByText('Fields marked with * are mandatory.')).toBeVisible();

    // SPEC.md section 5: nothing is created until the mandatory fields are there, each with its message.
    const save = page.getByRole('button', { name: 'Save the artisan' });
    await save.click();
    await expect(page.getByTestId('mandatory-missing')).toHaveText('Some mandatory information is missing.');
    for (const message of [
      'Title field is required',
      'First name is required',
      'Last name is required',
      'Craft field is required',
      'In Activity field is required',
      'Country field is required',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    // Mandatory fields are marked.
    await expect(page.locator('.mantine-InputWrapper-required')).toHaveCount(6);
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-add-errors-desktop');

    const lastName = `Dupont-${Date.now() % 1_000_000}`;
    await page.getByLabel('Ms.').check();
    await page.getByLabel(/^First name/).fill('  amélie-rose  ');
    await page.getByLabel(/^Last name/).fill(lastName.toLowerCase());
    await page.getByLabel(/^Last name/).blur();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Amélie-Rose');
    await choose(page, page.getByRole('combobox', { name: /^Craft/ }), 'wo', 'Wood');
    await choose(page, page.getByRole('combobox', { name: /^Occupation/ }), 'Cab', 'Cabinetmaker');
    await choose(page, page.getByRole('combobox', { name: /^In activity since/ }), '2001', '2001');
    // A hunter places artisans in their own countries (Spain and France) only.
    const country = page.getByRole('combobox', { name: /^Country/ });
    await country.click();
    await expect(page.getByRole('option')).toHaveText(['France', 'Spain']);
    await page.getByRole('option', { name: 'Spain' }).click();
    await page.getByLabel(/^Email/).fill(uniqueEmail('amelie'));
    await page.getByLabel(/^City/).fill('Toledo <b>');
    await expect(page.getByLabel(/^City/)).toHaveValue('Toledo b');
    await page.getByLabel(/^City/).fill('Toledo');
    await page.getByRole('textbox', { name: 'Instagram' }).fill('instagram.com/amelie-rose');
    await page.getByRole('textbox', { name: 'Instagram' }).blur();
    await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue(
      'https://instagram.com/amelie-rose',
    );
    await page.getByRole('checkbox', { name: 'Rising Talent' }).check();

    // Files are checked by their bytes: a renamed text file is refused with the spec's message.
    await pickFiles(page, 'Add pictures', {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my notes, not a picture.'),
    });
    await expect(page.getByTestId('file-refusals')).toHaveText(
      'notes.png: The file is not the right file type',
    );
    await pickFiles(page, 'Add pictures', [
      pictureFile('workshop.png', [47, 111, 77]),
      pictureFile('chair.png', [189, 135, 47]),
    ]);
    await expect(page.getByTestId('picture-count')).toHaveText('2 of 5 pictures');
    await expect(page.getByRole('img', { name: 'New picture workshop.png' })).toBeVisible();
    await pickFiles(page, 'Choose a PDF file', {
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: png(4, 4, () => [0, 0, 0]),
    });
    await expect(page.getByTestId('file-refusals')).toHaveText(
      'notes.pdf: your file is not PDF, please try again',
    );
    await pickFiles(page, 'Choose a PDF file', {
      name: 'portfolio.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByTestId('profile-document')).toContainText('portfolio.pdf');
    await expect(page.getByTestId('mandatory-missing')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-add-filled-desktop');

    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/artisans'),
    );
    const pictures = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/pictures$/.test(response.url()),
    );
    await save.click();
    expect((await created).postDataJSON()).toMatchObject({
      title: 'Ms.',
      firstName: 'Amélie-Rose',
      lastName,
      country: '/api/countries/724',
      inActivity: 2001,
      place: 'Toledo',
      instagram: 'https://instagram.com/amelie-rose',
      risingTalent: true,
      selfAssessment: true,
      isReceiveNews: false,
    });
    expect((await created).postDataJSON()).not.toHaveProperty('pending');
    expect((await pictures).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'The artisan has been saved.' })).toBeVisible();
    const offer = page.getByRole('dialog', { name: 'Begin the evaluation?' });
    await expect(offer).toContainText(`Amélie-Rose ${lastName} has been added.`);
    await expect(page).toHaveURL(/\/en\/artisans\/[0-9a-f-]{36}\/edit$/);
    const id = /artisans\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? '';
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'artisan-profile-offer-desktop', false);
    await expect(offer.getByRole('button', { name: 'Begin the evaluation' })).toBeVisible();
    await offer.getByRole('button', { name: 'Later' }).click();
    await expect(page).toHaveURL(/\/en\/artisans$/);
    await expect(page.getByText('The artisan has been deleted.')).toHaveCount(0);

    // Reopened: the pictures come back (fetched with the token) with the PDF.
    await page.goto(`/en/artisans/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: `Amélie-Rose ${lastName}` })).toBeVisible();
    await expect(page.getByTestId('picture-count')).toHaveText('2 of 5 pictures');
    for (const name of ['Picture 1', 'Picture 2']) {
      const image = page.getByRole('img', { name });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    }
    await expect(page.getByTestId('profile-document')).toContainText('A PDF file is attached.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the PDF file' }).click();
    expect((await download).suggestedFilename()).toBe('artisan-document.pdf');
    await expect(page.getByRole('combobox', { name: /^Occupation/ })).toHaveValue('Cabinetmaker');
    await expect(page.getByTestId('profile-history')).toContainText('Created');

    // A refused upload leaves the saved profile as it was, says why, and keeps the file to retry.
    await page.route('**/api/artisans/*/pictures', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              status: 400,
              detail: 'The file is not the right file type',
              code: 'wrong-file-type',
            }),
          })
        : route.continue(),
    );
    await page.getByLabel(/^Workshop name/).fill('Taller Amélie');
    await pickFiles(page, 'Add pictures', pictureFile('table.png', [90, 60, 140]));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The artisan has been saved.' })).toBeVisible();
    await expect(page.getByTestId('profile-files').getByRole('alert')).toContainText(
      'The file is not the right file type',
    );
    await expect(page.getByLabel(/^Workshop name/)).toHaveValue('Taller Amélie');
    await expect(page.getByRole('img', { name: 'New picture table.png' })).toBeVisible();
    await expect(page.getByTestId('picture-count')).toHaveText('3 of 5 pictures');
    await page.unroute('**/api/artisans/*/pictures');
    await page.getByRole('button', { name: 'Remove the new picture table.png' }).click();
    await expect(page.getByTestId('picture-count')).toHaveText('2 of 5 pictures');
  });

  test('see mode is read only and shows the pictures, the PDF and the history', async ({ page }) => {
    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    const id = await addArtisanThroughApi(page, `Ruiz-${Date.now().toString(36)}`);
    await page.goto(`/en/artisans/${id}/edit?mode=see`);
    const view = page.getByTestId('artisan-profile-view');
    await expect(view).toContainText('Taller Bruno');
    await expect(view).toContainText('Wood');
    await expect(view).toContainText('Spain');
    await expect(view.getByRole('link', { name: 'https://instagram.com/taller-bruno' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('profile-history')).toContainText('Picture added');
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-see-desktop');

    // The foundation may delete, after a confirmation.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the artisan' });
    await expect(confirm).toContainText('Do you really want to delete Bruno');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/artisans/${id}/edit$`));
    await expect(page.getByLabel(/^Workshop name/)).toHaveValue('Taller Bruno');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete the artisan' })
      .getByRole('button', { name: 'Delete the artisan' })
      .click();
    await expect(page).toHaveURL(/\/en\/artisans$/);
    await expect(page.getByRole('status').filter({ hasText: 'The artisan has been deleted.' })).toBeVisible();
  });

  test('an artisan edits its own profile and cannot open another', async ({ page }) => {
    await artisanLogin(page, 'artisan@demo.test');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .getByRole('link', { name: 'My profile' })
      .click();
    await expect(page).toHaveURL(/\/en\/artisans\/[0-9a-f-]{36}\/edit$/);
    const ownId = /artisans\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const workshop = page.getByLabel(/^Workshop name/);
    await expect(workshop).toHaveValue(/^Atelier Moreau/);
    // The foundation's fields are not the artisan's to change.
    await expect(page.getByTestId('foundation-fields')).toHaveCount(0);
    await expect(page.getByTestId('profile-history')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-own-desktop');

    const newName = `Atelier Moreau ${Date.now().toString(36)}`;
    await workshop.fill(newName);
    const update = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Only what changed is sent, and none of the foundation's fields.
    expect((await update).postDataJSON()).toEqual({ workshop: newName });
    await expect(page.getByRole('status').filter({ hasText: 'The artisan has been saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Workshop name/)).toHaveValue(newName);

    // Another artisan's profile: the route guard sends the artisan home.
    const other = ownId.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'));
    await page.goto(`/en/artisans/${other}/edit`);
    await expect(page).toHaveURL(/\/en\/artisan-home$/);
    await page.goto('/en/artisans/new/edit');
    await expect(page).toHaveURL(/\/en\/artisan-home$/);
  });

  test('staff go from the profile to the evaluation, and to the analysis once it is complete', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const hunter = await staffToken(page.request, 'hunter@demo.test');
    const artisan = await createArtisan(page.request, hunter, {
      firstName: 'Paola',
      lastName: `Venini-${Date.now().toString(36)}`,
    });
    await staffLogin(page, 'hunter@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto(`/en/artisans/${artisan.id}/edit?mode=see`);
    const evaluation = page.getByRole('link', { name: 'Evaluation', exact: true });
    await expect(evaluation).toBeVisible();
    // SPEC.md section 2: the analysis only once the evaluation is complete.
    await expect(page.getByRole('link', { name: 'Analysis', exact: true })).toHaveCount(0);
    await evaluation.click();
    await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/evaluation$`));

    // Staff of another country see the evaluation only once a network member endorsed it.
    const elsewhere = await browser.newPage();
    await staffLogin(elsewhere, 'ambassador@demo.test');
    await expect(elsewhere).toHaveURL(/\/en\/home$/);
    await elsewhere.goto(`/en/artisans/${artisan.id}/edit?mode=see`);
    await expect(elsewhere.getByTestId('artisan-profile-view')).toBeVisible();
    await expect(elsewhere.getByTestId('profile-history')).toContainText('Created');
    await expect(elsewhere.getByRole('link', { name: 'Evaluation', exact: true })).toHaveCount(0);
    await elsewhere.close();

    await answerEverything(page.request, hunter, artisan.id, 'evaluation');
    await page.goto(`/en/artisans/${artisan.id}/edit`);
    const analysis = page.getByRole('link', { name: 'Analysis', exact: true });
    await expect(analysis).toBeVisible();
    await expect(page.getByRole('link', { name: 'Evaluation', exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-evaluation-links-desktop');
    await analysis.click();
    await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/analysis$`));
    await expect(page.getByTestId('analysis-unavailable')).toHaveCount(0);
  });

  test('an artisan goes from its profile to its self-assessment, and to its analysis once sent', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const admin = await staffToken(page.request, 'admin@demo.test');
    const artisan = await createArtisan(page.request, admin, {
      firstName: 'Carlo',
      lastName: `Scarpa-${Date.now().toString(36)}`,
    });
    const password = 'murano-glass-1';
    await acceptInvitation(page.request, admin, artisan, password);
    await artisanLogin(page, artisan.email, password);
    await page.goto(`/en/artisans/${artisan.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The menu has its own "My evaluation": this one is the profile's.
    const own = page.locator('#main-content').getByRole('link', { name: 'My evaluation', exact: true });
    await expect(own).toBeVisible();
    await expect(page.getByRole('link', { name: 'My analysis' })).toHaveCount(0);
    await own.click();
    await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/evaluation$`));

    const token = await artisanToken(page.request, artisan.email, password);
    await answerEverything(page.request, token, artisan.id, 'self-assessment');
    await page.goto(`/en/artisans/${artisan.id}/edit?mode=see`);
    const analysis = page.getByRole('link', { name: 'My analysis', exact: true });
    await expect(analysis).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'artisan-profile-own-links-desktop');
    await analysis.click();
    await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/analysis$`));
    await expect(page.getByTestId('analysis-unavailable')).toHaveCount(0);
  });

  test('the history names who created the artisan, as the list does, in the chosen language', async ({
    page,
  }) => {
    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    const admin = await staffToken(page.request, 'admin@demo.test');
    const listed = (await (
      await page.request.get('/api/artisans?orSearch_search=Moreau', { headers: bearer(admin) })
    ).json()) as { 'hydra:member': { id: string; firstName: string; user: { name: string } }[] };
    // The demo artisan: seeded by the system on behalf of the hunter the list names as its creator.
    const demo = listed['hydra:member'].find((row) => row.firstName === 'Élise');
    expect(demo?.user.name).toBe('Lucía García');
    await page.goto(`/en/artisans/${demo?.id ?? ''}/edit?mode=see`);
    const history = page.getByTestId('profile-history');
    const created = history.getByRole('listitem').filter({ hasText: 'Created' });
    await expect(created).toContainText('by Lucía García (Artisan hunter)');
    await expect(history).not.toContainText('System');
    // The seed set its password: a true system action, named in the reader's language.
    await expect(history.getByRole('listitem').filter({ hasText: 'Password set' })).toContainText(
      'by the system',
    );

    await page.goto(`/fr/artisans/${demo?.id ?? ''}/edit?mode=see`);
    await expect(page.getByTestId('artisan-profile-view')).toContainText('Talent émergent');
    const historique = page.getByTestId('profile-history');
    await expect(historique.getByRole('listitem').filter({ hasText: 'Créé' })).toContainText(
      "par Lucía García (Chasseur d'artisans)",
    );
    await expect(historique).toContainText('par le système');
    await screenshot(page, 'artisan-profile-history-fr-desktop');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the add and see modes fit the screen', async ({ page }) => {
      await staffLogin(page, 'committee@demo.test');
      await expect(page).toHaveURL(/\/en\/home$/);
      await page.goto('/en/artisans/new/edit');
      await expect(page.getByRole('heading', { level: 1, name: 'Add an artisan' })).toBeVisible();
      await page.getByRole('button', { name: 'Save the artisan' }).click();
      await expect(page.getByTestId('mandatory-missing')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'artisan-profile-add-390');

      const id = await addArtisanThroughApi(page, `Lopez-${Date.now().toString(36)}`);
      await page.goto(`/en/artisans/${id}/edit?mode=see`);
      await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, 'artisan-profile-see-390');
    });
  });
});
