import { expect, test } from '@playwright/test';
import { createArtisan, staffToken } from './api-fixtures';
import { screenshot, staffLogin } from './support';

/**
 * Issue 13, finding 2: two people opened the same artisan; the first saves, the second's save is
 * refused with who changed what and when, and loses nothing: neither the first person's change nor
 * what the second typed.
 */
test('the second of two people saving one artisan is told of the first, and loses nothing', async ({
  page: first,
  browser,
  request,
}, testInfo) => {
  // Two people sign in and load the profile twice each: more than one page's worth of waiting.
  test.setTimeout(90_000);
  const admin = await staffToken(request, 'admin@demo.test');
  const artisan = await createArtisan(request, admin, { firstName: 'Claire', lastName: 'Conflit' });

  // Two people, two browsers: the second context shares nothing with the first.
  const secondContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const second = await secondContext.newPage();
  await staffLogin(first, 'admin@demo.test');
  await staffLogin(second, 'committee@demo.test');
  await expect(first).toHaveURL(/\/en\/home/);
  await expect(second).toHaveURL(/\/en\/home/);

  for (const page of [first, second]) {
    await page.goto(`/en/artisans/${artisan.id}/edit`);
    await expect(page.getByLabel(/^Workshop name/)).toBeVisible();
  }

  // The first person changes the workshop and saves.
  await first.getByLabel(/^Workshop name/).fill('Atelier du Premier');
  await first.getByTestId('profile-save').click();
  await expect(first.getByText('The artisan has been saved.')).toBeVisible();

  // The second, still on the version they opened, changes the phone and the city, and saves.
  await second.getByLabel(/^City/).fill('Lyon');
  await second.getByTestId('profile-save').click();
  const notice = second.getByTestId('profile-conflict');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Someone else saved this profile after you opened it');
  await expect(notice).toContainText(/Admin/);
  await expect(notice).toContainText(/Workshop name/);
  // What they typed is still on the screen.
  await expect(second.getByLabel(/^City/)).toHaveValue('Lyon');
  await screenshot(second, 'profile-conflict');

  // Nothing of the first person's was overwritten.
  const stored = await request.get(`/api/artisans/${artisan.id}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(await stored.json()).toMatchObject({ workshop: 'Atelier du Premier', place: null });

  // Loading the latest version keeps the second person's input on top of the first's change.
  await notice.getByRole('button', { name: 'Load their version and keep what I typed' }).click();
  await expect(notice).toBeHidden();
  await expect(second.getByLabel(/^Workshop name/)).toHaveValue('Atelier du Premier');
  await expect(second.getByLabel(/^City/)).toHaveValue('Lyon');

  // A deliberate second save now lands, with both changes.
  await second.getByTestId('profile-save').click();
  await expect(second.getByText('The artisan has been saved.')).toBeVisible();
  const both = await request.get(`/api/artisans/${artisan.id}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(await both.json()).toMatchObject({ workshop: 'Atelier du Premier', place: 'Lyon' });

  await secondContext.close();
});
