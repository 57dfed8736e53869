import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  acceptInvitation,
  artisanToken,
  bearer,
  CRITERIA,
  createArtisan,
  evaluationStep,
  sendEvaluation,
  staffToken,
} from './api-fixtures';
import { waitForMailWith } from './evaluation-mails-support';
import {
  artisanLogin,
  expectAccessible,
  expectFitsWidth,
  expectNoHorizontalScroll,
  LOADED,
  mailsSoFar,
  screenshot,
  staffLogin,
} from './support';

/**
 * SPEC.md section 2 ("Analysis", "Decision") and docs/evaluation-lifecycle.md: a network member
 * endorses, the committee reviews and selects, the artisan receives the mail and sees its status;
 * the decision history with who and when, filtered by kind; the evaluation "as of" a moment.
 */

const ARTISAN_PASSWORD = 'atelier-password';
/** The hunter's answers to every criterion: 4 points a question. */
const FOUR_POINTS = {
  q1: { points: 4, comment: 'Seen at the workshop.' },
  q2: { points: 4, comment: 'Seen at the workshop.' },
  q3: { points: 4, comment: 'Seen at the workshop.' },
};

function token(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A hunter creates a French artisan with an email address; `name` as the screens show it. */
async function createDecisionArtisan(request: APIRequestContext, hunter: string) {
  const artisan = await createArtisan(request, hunter, {
    firstName: 'Margaux',
    lastName: `Décision${token()}`,
  });
  return { ...artisan, name: `${artisan.firstName} ${artisan.lastName}` };
}

/** The artisan accepts the invitation (the mailed link) and chooses a password; answers its token. */
async function activate(request: APIRequestContext, hunter: string, artisan: { id: string; email: string }) {
  await acceptInvitation(request, hunter, artisan, ARTISAN_PASSWORD);
  return artisanToken(request, artisan.email, ARTISAN_PASSWORD);
}

/** The artisan answers, validates and sends its self-assessment: "Rarely" for Tradition, "Always" else. */
async function sendSelfAssessment(request: APIRequestContext, auth: string, id: string): Promise<void> {
  for (const criterion of CRITERIA) {
    const answer = criterion === 'tradition' ? 'rarely' : 'always';
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [q, { answer, comment: `In my workshop, ${criterion} ${q}.` }]),
    );
    const saved = await request.put(`/api/artisans/${id}/self-assessment/criteria/${criterion}`, {
      headers: bearer(auth),
      data: { answers },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const validated = await request.post(
      `/api/artisans/${id}/self-assessment/criteria/${criterion}/validate`,
      {
        headers: bearer(auth),
      },
    );
    expect(validated.status(), await validated.text()).toBe(200);
  }
  const sent = await request.post(`/api/artisans/${id}/self-assessment/submit`, { headers: bearer(auth) });
  expect(sent.status(), await sent.text()).toBe(200);
}

async function loginAs(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await staffLogin(page, email);
  await expect(page).toHaveURL(/\/en\/home$/);
}

/**
 * What went wrong while a page was open: console errors and answers of 400 or more. The browser logs
 * every failed call in the console, handled or not; a screen should not make calls it knows will fail.
 */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return failures;
}

const standing = (page: Page) => page.getByTestId('decision-standing');
const entries = (page: Page) => page.getByTestId('history-entry');
const entry = (page: Page, type: string) =>
  page.locator(`[data-testid="history-entry"][data-type="${type}"]`);

async function takeStep(page: Page, action: string, submit: string): Promise<Locator> {
  await standing(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return dialog;
}

/** Every test begins with the hunter's token and a French artisan the hunter has just added. */
const test = base.extend<{ hunter: string; artisan: Awaited<ReturnType<typeof createDecisionArtisan>> }>({
  hunter: async ({ request }, use) => use(await staffToken(request, 'hunter@demo.test')),
  artisan: async ({ request, hunter }, use) => use(await createDecisionArtisan(request, hunter)),
});

test.describe('analysis and decision', () => {
  test('a network member endorses, the committee reviews and selects, the artisan receives the mail and sees its status', async ({
    page,
    request,
    hunter,
    artisan,
  }) => {
    test.setTimeout(360_000);
    const artisanAuth = await activate(request, hunter, artisan);
    await sendSelfAssessment(request, artisanAuth, artisan.id);
    await sendEvaluation(request, hunter, artisan.id, FOUR_POINTS);
    const decisionPath = `/en/artisans/${artisan.id}/analysis/edit`;
    const analysisPath = `/en/artisans/${artisan.id}/analysis`;

    // The network member of France endorses: the only step offered to them.
    await loginAs(page, 'network@demo.test');
    await page.goto(decisionPath);
    await expect(page.getByRole('heading', { level: 1, name: artisan.name })).toBeVisible();
    await expect(page.getByTestId('decision-status')).toHaveText('Submitted');
    await expect(standing(page).getByRole('button')).toHaveText(['Endorse the evaluation']);
    await takeStep(page, 'Endorse the evaluation', 'Endorse');
    await expect(
      page.getByRole('status').filter({ hasText: 'The evaluation has been endorsed.' }),
    ).toBeVisible();
    await expect(page.getByTestId('decision-no-step')).toContainText('waits for the endorsement');
    await expect(entry(page, 'EvaluationEndorsed')).toContainText('Nathalie Dubois (Network members)');

    // The committee sees the analysis: staff evaluation and self-assessment side by side.
    await loginAs(page, 'committee@demo.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(analysisPath);
    await expect(page.getByTestId('analysis-total-evaluation')).toContainText('132 / 165 points');
    await expect(page.getByTestId('analysis-total-evaluation')).toContainText('80%');
    // Tradition: "Rarely" (3 points) against 12 by the hunter: a large gap, flagged.
    await expect(page.getByTestId('analysis-total-selfAssessment')).toContainText('153 / 165 points');
    const tradition = page.locator('[data-testid="analysis-criterion"][data-criterion="tradition"]');
    await expect(tradition).toContainText('12 / 15 points');
    await expect(tradition).toContainText('3 / 15 points');
    await expect(tradition).toContainText('−9');
    await expect(tradition.getByTestId('analysis-large-gap')).toHaveText(
      'Large gap: rated lower by the artisan',
    );
    await expect(page.getByTestId('analysis-large-gap')).toHaveCount(1);
    await expect(page.getByText('Criteria with a large gap between the two: 1')).toBeVisible();
    await expect(page.getByTestId('analysis-summary')).toContainText('Submitted');
    await expectAccessible(page);
    await screenshot(page, 'analysis-staff-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(tradition).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'analysis-staff-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The committee starts the review, then selects the artisan.
    await page.getByRole('link', { name: 'Decision and history' }).click();
    await expect(page).toHaveURL(new RegExp(`${decisionPath}$`));
    await takeStep(page, 'Start the review', 'Start the review');
    await expect(page.getByTestId('decision-review')).toHaveText('In review');
    await expect(standing(page).getByRole('button')).toHaveText([
      'Ask for information',
      'Decide',
      'Cannot decide yet',
    ]);

    await standing(page).getByRole('button', { name: 'Decide', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide on the artisan' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please choose a decision.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Refused' }).check();
    await expect(dialog.getByRole('radio', { name: 'Out of scope' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Accepted' }).check();
    await expect(dialog.getByRole('radio', { name: 'Out of scope' })).toHaveCount(0);
    await dialog.getByLabel('Commentary of the committee').fill('Exceptional marquetry, a true master.');
    await dialog.getByLabel('Confidential comment').fill('CONFIDENTIAL: ask about the second workshop.');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByTestId('decision-summary')).toContainText(
      'Accepted: the status becomes Selected',
    );
    await screenshot(page, 'decision-confirm-desktop', false);
    const beforeDecision = mailsSoFar();
    await dialog.getByRole('button', { name: 'Confirm the decision' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('decision-status')).toHaveText('Selected');
    await expect(page.getByTestId('decision-decision')).toHaveText('Accepted');
    await expect(page.getByTestId('decision-commentary')).toContainText('Exceptional marquetry');
    await expect(page.getByTestId('decision-comments')).toContainText('CONFIDENTIAL');
    await expect(standing(page).getByRole('button')).toHaveText(['Confirm the artisan']);

    // The history: every step, who (name and role) and when, newest first, filterable by kind.
    await expect(entries(page).first()).toHaveAttribute('data-type', 'GreenListUnlocked');
    await expect(entry(page, 'EvaluationDecided')).toContainText('Carlo Bianchi (Executive Committee)');
    await expect(entry(page, 'EvaluationDecided')).toContainText('Exceptional marquetry');
    await expect(entry(page, 'EvaluationReviewStarted')).toContainText('Carlo Bianchi (Executive Committee)');
    await expect(entry(page, 'EvaluationEndorsed')).toContainText('Nathalie Dubois (Network members)');
    await expect(entry(page, 'EvaluationSubmitted')).toContainText('Lucía García (Artisan hunter)');
    await expect(entry(page, 'EvaluationSubmitted')).toContainText('Total: 132 / 165 points');
    await expect(entry(page, 'EvaluationAnswersRecorded').first()).toContainText(
      'Authenticity, question 3: 4 / 5',
    );
    await expect(entry(page, 'EvaluationAnswersRecorded')).toHaveCount(11);
    const history = page.getByTestId('decision-history');
    await history.getByText('Decision', { exact: true }).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toHaveAttribute('data-type', 'EvaluationDecided');
    await history.getByText('Endorsement', { exact: true }).click();
    await expect(entries(page)).toHaveCount(2);
    await expect(page.getByTestId('history-count')).toHaveText('Entries shown: 2');
    await history.getByRole('button', { name: 'Show everything' }).click();
    await expect(entry(page, 'EvaluationAnswersRecorded')).toHaveCount(11);

    // As of the start of the review (before the decision): SUBMITTED, in review; compared with now.
    await entry(page, 'EvaluationReviewStarted')
      .getByRole('button', { name: /As of this moment/ })
      .click();
    const asOf = page.getByTestId('decision-as-of');
    await expect(asOf.getByTestId('as-of-status-first')).toHaveText('Submitted');
    await expect(asOf.getByTestId('as-of-review-first')).toHaveText('In review');
    await expect(asOf.getByTestId('as-of-total-first')).toHaveText('132 / 165 points');
    await asOf.getByRole('button', { name: 'Now' }).nth(1).click();
    await expect(asOf.getByTestId('as-of-status-second')).toContainText('Selected');
    await expect(asOf.getByTestId('as-of-status')).toHaveAttribute('data-changed', 'true');
    await expect(asOf.getByTestId('as-of-decision')).toHaveAttribute('data-changed', 'true');
    await expect(asOf.getByTestId('as-of-total')).not.toHaveAttribute('data-changed', 'true');
    // The moment of a step reads day first, whatever the browser's own date format.
    await expect(asOf.getByLabel('Date and time')).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // A moment typed by hand, day first, before the artisan was recorded: said so, not "In progress".
    await asOf.getByLabel('Compare with (optional)').fill('01/01/2020 09:30');
    await expect(asOf.getByTestId('as-of-status-second')).toContainText('Not in the tool yet');
    await expect(asOf.getByTestId('as-of-total-second')).toHaveText(/^—/);
    await expect(asOf.getByTestId('as-of-total')).toHaveAttribute('data-changed', 'true');
    await expect(asOf.getByRole('columnheader', { name: 'At 1 Jan 2020, 09:30:00' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'decision-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(standing(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'decision-390');

    // The artisan's mail: the decision with the committee's words, never the confidential comment.
    const mail = await waitForMailWith(artisan.email, ['Exceptional marquetry'], beforeDecision);
    expect(mail.subject).toContain(artisan.name);
    expect(mail.text + mail.html).not.toContain('CONFIDENTIAL');

    // The artisan's home says the decision and the committee's words, never the comment.
    await page.setViewportSize({ width: 1280, height: 900 });
    await artisanLogin(page, artisan.email, ARTISAN_PASSWORD);
    const home = page.getByTestId('analysis-artisan-status');
    await expect(home).toContainText('Selected');
    await expect(home).toContainText('Accepted');
    await expect(home).toContainText('Exceptional marquetry, a true master.');
    await expect(page.getByText('CONFIDENTIAL')).toHaveCount(0);

    // Its analysis: the same, with the scores of its self-assessment.
    await home.getByRole('link', { name: 'See my analysis' }).click();
    await expect(page).toHaveURL(new RegExp(`${analysisPath}$`));
    const notice = page.getByTestId('analysis-artisan-status');
    await expect(notice).toContainText('Selected');
    await expect(notice).toContainText('Accepted');
    await expect(page.getByTestId('analysis-commentary')).toContainText(
      'Exceptional marquetry, a true master.',
    );
    await expect(page.getByTestId('analysis-email-notice')).toHaveCount(0);
    await expect(page.getByTestId('analysis-total-selfAssessment')).toContainText('153 / 165 points');
    await expect(page.getByTestId('analysis-total-evaluation')).toHaveCount(0);
    await expect(page.getByText('CONFIDENTIAL')).toHaveCount(0);
    await expect(page.getByText('Staff evaluation')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, 'analysis-artisan-desktop');
    await expectFitsWidth(page, { width: 390, height: 844 }, 'analysis-artisan-390');
  });

  test('while the foundation reviews, the artisan is told an email will follow', async ({
    page,
    request,
    hunter,
    artisan,
  }) => {
    test.setTimeout(180_000);
    const artisanAuth = await activate(request, hunter, artisan);

    // Nothing sent yet: where it stands, and its scores once its self-assessment is sent.
    await artisanLogin(page, artisan.email, ARTISAN_PASSWORD);
    const failures = recordFailures(page);
    await page.goto(`/en/artisans/${artisan.id}/analysis`);
    await expect(page.getByTestId('analysis-artisan-status')).toContainText('In progress', LOADED);
    await expect(page.getByTestId('analysis-unavailable')).toHaveText(
      'Score per criterionYour scores appear here once you have sent your self-assessment.Go to my self-assessment',
    );
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    expect(failures).toEqual([]);

    await sendSelfAssessment(request, artisanAuth, artisan.id);
    await sendEvaluation(request, hunter, artisan.id, FOUR_POINTS);
    await page.reload();
    await expect(page.getByTestId('analysis-artisan-status')).toContainText('Submitted', LOADED);
    await expect(page.getByTestId('analysis-email-notice')).toContainText(
      'You will receive an email as soon as a decision has been taken.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'My analysis' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsWidth(page, { width: 390, height: 844 }, 'analysis-artisan-submitted-390');
  });

  test('before the evaluation is sent, the decision waits and the analysis is unavailable', async ({
    page,
    artisan,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin@demo.test');
    await page.goto(`/en/artisans/${artisan.id}/analysis/edit`);
    await expect(page.getByTestId('decision-early')).toHaveText(
      'Sorry, only available once the evaluation is sent',
    );
    await expect(standing(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('history-count')).toHaveText('Entries shown: 0');
    await expectAccessible(page);
    await screenshot(page, 'decision-early-desktop');

    // In French: the screen's own namespace, the statuses of the criteria texts.
    await page.goto(`/fr/artisans/${artisan.id}/analysis/edit`);
    await expect(page.getByTestId('decision-early')).toHaveText(
      "Désolé, disponible uniquement une fois l'évaluation envoyée",
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Historique des décisions' })).toBeVisible();
    await expectFitsWidth(page, { width: 390, height: 844 }, 'decision-early-fr-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/artisans/${artisan.id}/analysis/edit`);

    // The analysis: one message, and no call that is known to fail (no 409 in the console).
    const failures = recordFailures(page);
    await page.getByRole('link', { name: 'Analysis', exact: true }).click();
    await expect(page.getByTestId('analysis-unavailable')).toHaveText(
      'This evaluation is unavailable, please contact its evaluator: the analysis opens once every question ' +
        'of the evaluation has been answered.Go to the evaluation',
    );
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Statistics (Excel)' })).toBeVisible();
    expect(failures).toEqual([]);
    await expect(page.getByRole('link', { name: 'Go to the evaluation' })).toHaveAttribute(
      'href',
      `/en/artisans/${artisan.id}/evaluation`,
    );
    await expectAccessible(page);
    await expectFitsWidth(page, { width: 390, height: 844 }, 'analysis-unavailable-390');
  });

  test('an artisan without a self-assessment is told on its home page what is missing, then the decision', async ({
    page,
    request,
    hunter,
    artisan,
  }) => {
    test.setTimeout(240_000);
    const network = await staffToken(request, 'network@demo.test');
    const committee = await staffToken(request, 'committee@demo.test');
    await activate(request, hunter, artisan);

    // Nothing sent: in progress.
    await artisanLogin(page, artisan.email, ARTISAN_PASSWORD);
    const card = page.getByTestId('analysis-artisan-status');
    await expect(card).toContainText('Where your application stands', LOADED);
    await expect(card).toContainText('In progress');
    await expect(card.getByRole('link')).toHaveCount(0);

    // Sent by the hunter: an email will follow.
    await sendEvaluation(request, hunter, artisan.id, FOUR_POINTS);
    await page.reload();
    await expect(card).toContainText('Submitted', LOADED);
    await expect(card.getByTestId('analysis-email-notice')).toContainText(
      'You will receive an email as soon as a decision has been taken.',
    );

    // Pending: what is missing, and that an email says what to add.
    await evaluationStep(request, network, artisan.id, 'endorse');
    await evaluationStep(request, committee, artisan.id, 'review');
    await evaluationStep(request, committee, artisan.id, 'request-information', {
      missing: 'Photographs of three recent pieces.',
    });
    await page.reload();
    await expect(card).toContainText('Pending', LOADED);
    await expect(card.getByTestId('analysis-missing')).toContainText('Photographs of three recent pieces.');
    await expect(card.getByTestId('analysis-email-notice')).toContainText(
      'You will receive an email saying what to add.',
    );
    await expectFitsWidth(page, { width: 375, height: 740 }, 'artisan-home-pending-375');

    // Decided: the outcome and the committee's words, never the confidential comment.
    await evaluationStep(request, hunter, artisan.id, 'submit');
    await evaluationStep(request, network, artisan.id, 'endorse');
    await evaluationStep(request, committee, artisan.id, 'review');
    await evaluationStep(request, committee, artisan.id, 'decision', {
      decision: 'REFUSED',
      outcome: 'IMPROVEMENT POTENTIAL',
      commentaryCommittee: 'Promising marquetry: please apply again next year.',
      comments: 'CONFIDENTIAL: the workshop may close.',
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(card).toContainText('Improvement potential', LOADED);
    await expect(card).toContainText('Refused');
    await expect(card.getByTestId('analysis-commentary')).toContainText(
      'Promising marquetry: please apply again next year.',
    );
    await expect(card.getByTestId('analysis-email-notice')).toHaveCount(0);
    await expect(card.getByTestId('analysis-missing')).toHaveCount(0);
    await expect(page.getByText('CONFIDENTIAL')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link')).toHaveCount(4); // profile, evaluation, Green List, criteria
    await expectAccessible(page);
    await screenshot(page, 'artisan-home-decided-desktop');

    // "My analysis" after the decision: the decision, no 409, and why there are no scores.
    const failures = recordFailures(page);
    await page.goto(`/en/artisans/${artisan.id}/analysis`);
    await expect(page.getByRole('heading', { level: 1, name: 'My analysis' })).toBeVisible(LOADED);
    await expect(card).toContainText('Refused');
    await expect(card).toContainText('Promising marquetry');
    await expect(page.getByTestId('analysis-unavailable')).toContainText(
      'Your scores appear here once you have sent your self-assessment.',
    );
    await expect(page.getByText('CONFIDENTIAL')).toHaveCount(0);
    expect(failures).toEqual([]);
    await expectAccessible(page);
    await expectFitsWidth(page, { width: 375, height: 740 }, 'analysis-artisan-decided-375');
  });

  test('the moments of the decision screen are typed and shown in the chosen language, not the browser one', async ({
    page,
    artisan,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin@demo.test');

    // French: day first, with the French words for it; a day that does not exist is refused.
    await page.goto(`/fr/artisans/${artisan.id}/analysis/edit`);
    const asOf = page.getByTestId('decision-as-of');
    const moment = asOf.getByLabel('Date et heure');
    await expect(moment).toBeVisible(LOADED);
    // Not the browser's own picker, which writes the browser's format (mm/dd/yyyy in US English).
    await expect(moment).not.toHaveAttribute('type', 'datetime-local');
    await expect(moment).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm:ss');
    await moment.fill('31/02/2020');
    await moment.blur();
    await expect(
      asOf.getByText("Veuillez saisir la date et l'heure au format jj/mm/aaaa hh:mm:ss"),
    ).toBeVisible();
    // Before the artisan was recorded: said so, in French.
    await moment.fill('1.1.2020 9:30');
    await expect(asOf.getByTestId('as-of-not-yet')).toContainText(
      "L'artisan n'était pas encore dans l'outil",
    );
    await expect(asOf.getByTestId('as-of-not-yet')).toContainText('Le 1 janv. 2020, 09:30:00, cet artisan');
    await expectAccessible(page);
    await expectFitsWidth(page, { width: 375, height: 740 }, 'decision-as-of-fr-375');

    // Armenian: the browser may not know its month names; never English ones.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/hy/artisans/${artisan.id}/analysis/edit`);
    const armenianMoment = page.getByTestId('decision-as-of').getByLabel('Ամսաթիվ և ժամ');
    await expect(armenianMoment).toBeVisible(LOADED);
    await armenianMoment.fill('01/01/2020 09:30');
    const notYet = page.getByTestId('as-of-not-yet');
    await expect(notYet).toContainText('2020');
    await expect(notYet).not.toContainText('Jan');
    await expect(notYet).toContainText(/01\.01\.2020 09:30:00|հունվ/);
    await screenshot(page, 'decision-as-of-hy-desktop');
  });
});
