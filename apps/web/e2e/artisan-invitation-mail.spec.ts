import { expect, test } from '@playwright/test';
import { createArtisan, evaluationStep, sendEvaluation, staffToken } from './api-fixtures';
import { pathAndQuery, waitForMailWith } from './evaluation-mails-support';
import { expectAccessible, mailsSoFar, screenshot, uniqueEmail } from './support';

/**
 * Issue 19, part 3. An artisan a hunter added and never invited has no account: its "evaluation
 * sent" mail carries the invitation (the link creates its password, then opens its analysis), so
 * that the one mail is enough. Once it has an account, the "selected" mail signs it in directly.
 */

const PASSWORD = 'workshop-password';
const NO_ACCOUNT = 'You do not have an account on Artisans of Excellence yet';

test('an artisan without an account creates its password from the evaluation mail; the next mail signs it in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const hunter = await staffToken(request, 'hunter@demo.test');
  const email = uniqueEmail('verrier');
  const artisan = await createArtisan(request, hunter, { firstName: 'Agnès', lastName: 'Verrier', email });
  const name = `${artisan.firstName} ${artisan.lastName}`;
  const analysisPath = `/en/artisans/${artisan.id}/analysis`;

  const beforeSending = mailsSoFar();
  await sendEvaluation(request, hunter, artisan.id);
  const sent = await waitForMailWith(email, [NO_ACCOUNT], beforeSending);
  expect(sent.subject).toBe(`The evaluation of ${name} has been sent to the foundation`);
  expect(sent.text).toContain('the button below lets you choose your password, then signs you in.');
  expect(sent.text).toContain(`Create my password:\n${sent.link.href}`);
  expect(sent.html).toContain('Create my password</a>');
  expect(sent.link.pathname).toBe('/en/artisan-login');
  expect(sent.link.searchParams.get('goTo')).toBe('analysis');

  // The mail's link: the password is created on the spot, and the artisan lands on its analysis.
  await page.goto(pathAndQuery(sent.link));
  const dialog = page.getByRole('dialog', { name: 'Create your password' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel(/^New password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm the password/).fill(PASSWORD);
  await screenshot(page, 'invitation-from-evaluation-mail', false);
  await dialog.getByRole('button', { name: 'Create my password' }).click();
  await expect(page).toHaveURL(new RegExp(`${analysisPath}$`), { timeout: 30_000 });
  await expect(page.getByTestId('analysis-artisan-status')).toContainText('Submitted');
  await expectAccessible(page);
  await screenshot(page, 'invitation-from-evaluation-mail-analysis');

  // The network endorses, the committee selects: the artisan has an account now.
  await evaluationStep(request, await staffToken(request, 'network@demo.test'), artisan.id, 'endorse');
  const committee = await staffToken(request, 'committee@demo.test');
  await evaluationStep(request, committee, artisan.id, 'review');
  const beforeDecision = mailsSoFar();
  await evaluationStep(request, committee, artisan.id, 'decision', {
    decision: 'ACCEPTED',
    commentaryCommittee: 'Engraved glass of rare finesse.',
    comments: '',
  });
  const selected = await waitForMailWith(email, ['Engraved glass of rare finesse.'], beforeDecision);
  expect(selected.subject).toBe(`${name} has been selected`);
  expect(selected.text).not.toContain(NO_ACCOUNT);
  expect(selected.text).toContain(`Open the Green List:\n${selected.link.href}`);
  expect(selected.link.searchParams.get('hashGreenlist')).toMatch(/^[\w-]{43}$/);

  // On another device, signed out: the link signs the artisan in on its analysis, selected.
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await phone.goto(pathAndQuery(selected.link));
  await expect(phone).toHaveURL(new RegExp(`${analysisPath}$`), { timeout: 30_000 });
  const standing = phone.getByTestId('analysis-artisan-status');
  await expect(standing).toContainText('Selected');
  await expect(standing).toContainText('Engraved glass of rare finesse.');
  await elsewhere.close();
});
