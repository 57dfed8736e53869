import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, createArtisan, CRITERIA, staffToken } from './api-fixtures';
import { expectAccessible, expectNoHorizontalScroll, LOADED, screenshot, staffLogin } from './support';

/**
 * Issue 19, part 4: the decision screen's "as of" view shows the evaluation as it stood at a moment,
 * as staff auditing a decision need it: every answer and comment with who gave it, the endorsement,
 * the review, the decision and its commentary, compared with now and what changed since marked; a
 * moment before the artisan existed says so.
 */

const FIRST_COMMENT = 'Marquetry seen at the workbench, learnt from the grandfather.';
const REWRITTEN_COMMENT = 'Marquetry of three generations: the grandfather, the father, and now her.';
const COMMENTARY = 'Exceptional marquetry, a true master.';
const CONFIDENTIAL = 'CONFIDENTIAL: ask about the second workshop.';

/**
 * The hunter answers every question (4 points), validates each criterion, then rewrites the first
 * answer of Tradition (5 points, another comment) and sends; the network member endorses; the
 * committee reviews and selects, with its commentary and a confidential comment.
 */
async function decidedEvaluation(request: APIRequestContext, id: string): Promise<void> {
  const hunter = await staffToken(request, 'hunter@demo.test');
  const network = await staffToken(request, 'network@demo.test');
  const committee = await staffToken(request, 'committee@demo.test');
  const evaluation = `/api/artisans/${id}/evaluation`;
  for (const criterion of CRITERIA) {
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [
        q,
        {
          points: 4,
          comment:
            criterion === 'tradition' && q === 'q1'
              ? FIRST_COMMENT
              : `Seen at the workshop (${criterion} ${q}).`,
        },
      ]),
    );
    await apiCall(request, hunter, 'PUT', `${evaluation}/criteria/${criterion}`, { answers });
    await apiCall(request, hunter, 'POST', `${evaluation}/criteria/${criterion}/validate`);
  }
  await apiCall(request, hunter, 'PUT', `${evaluation}/criteria/tradition`, {
    answers: { q1: { points: 5, comment: REWRITTEN_COMMENT } },
  });
  await apiCall(request, hunter, 'POST', `${evaluation}/submit`);
  await apiCall(request, network, 'POST', `${evaluation}/endorse`);
  await apiCall(request, committee, 'POST', `${evaluation}/review`);
  await apiCall(request, committee, 'POST', `${evaluation}/decision`, {
    decision: 'ACCEPTED',
    commentaryCommittee: COMMENTARY,
    comments: CONFIDENTIAL,
  });
}

const entry = (page: Page, type: string) =>
  page.locator(`[data-testid="history-entry"][data-type="${type}"]`);
/** The switch of the answers, by keyboard: a click may land under the fixed top bar. */
async function toggleOnlyDiffering(page: Page): Promise<void> {
  await page.getByRole('switch', { name: 'Only what differs' }).focus();
  await page.keyboard.press('Space');
}

const answer = (page: Page, question: string) =>
  page.locator(`[data-testid="as-of-answer"][data-question="${question}"]`);

test.describe('the evaluation as of a moment', () => {
  test('an auditor reads every answer, who gave it, the endorsement, review and decision then, and what changed since', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const admin = await staffToken(request, 'admin@demo.test');
    const artisan = await createArtisan(request, admin, { firstName: 'Margaux', lastName: 'Audit' });
    await decidedEvaluation(request, artisan.id);

    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/artisans/${artisan.id}/analysis/edit`);
    const asOf = page.getByTestId('decision-as-of');
    await expect(asOf.getByLabel('Date and time')).toBeVisible(LOADED);

    // Long before the artisan was recorded: said so, not "In progress 0 / 165".
    await asOf.getByLabel('Date and time').fill('01/01/2020 09:30');
    const notYet = asOf.getByTestId('as-of-not-yet');
    await expect(notYet).toContainText('The artisan was not in the tool yet');
    await expect(notYet).toContainText('On 1 Jan 2020, 09:30:00, this artisan had not been recorded');
    await expect(asOf.getByTestId('as-of-table')).toHaveCount(0);
    await expect(asOf.getByText('In progress')).toHaveCount(0);
    await screenshot(page, 'decision-as-of-not-yet-desktop');
    // The moment it was recorded: nothing in the evaluation yet.
    await notYet.getByRole('button', { name: 'See the moment it was recorded' }).click();
    await expect(asOf.getByTestId('as-of-last-change')).toHaveText(
      'Nothing had been recorded in the evaluation yet.',
    );
    await expect(asOf.getByTestId('as-of-answers')).toContainText(
      'No answer had been given yet at that moment.',
    );

    // As of the start of the review: the round as it stood, compared with now.
    await entry(page, 'EvaluationReviewStarted')
      .getByRole('button', { name: /As of this moment/ })
      .click();
    await expect(asOf.getByTestId('as-of-status-first')).toHaveText('Submitted');
    await expect(asOf.getByTestId('as-of-review-first')).toHaveText('In review');
    await expect(asOf.getByTestId('as-of-decision-first')).toHaveText('Not decided yet');
    await expect(asOf.getByTestId('as-of-total-first')).toHaveText('133 / 165 points');
    await expect(asOf.getByTestId('as-of-evaluator-first')).toHaveText('Lucía García');
    await expect(asOf.getByTestId('as-of-submission-first')).toContainText('Lucía García (Artisan hunter)');
    await expect(asOf.getByTestId('as-of-endorsement-first')).toContainText(
      'Nathalie Dubois (Network members)',
    );
    await expect(asOf.getByTestId('as-of-review-step-first')).toContainText(
      'Carlo Bianchi (Executive Committee)',
    );
    await expect(asOf.getByTestId('as-of-decision-step-first')).toHaveText('—');
    await expect(asOf.getByTestId('as-of-commentary-first')).toHaveText('—');
    await expect(asOf.getByTestId('as-of-last-change')).toContainText(
      'Last change until then: Review started Carlo Bianchi (Executive Committee)',
    );
    // Decided since, and the Green List opened.
    await expect(asOf.getByTestId('as-of-changes-since')).toHaveText('Changes recorded since: 2');
    await expect(asOf.getByRole('columnheader', { name: /^Now \(/ })).toBeVisible();
    await expect(asOf.getByTestId('as-of-status-second')).toContainText('Selected');
    await expect(asOf.getByTestId('as-of-decision-step-second')).toContainText(
      'Decision taken: Carlo Bianchi (Executive Committee)',
    );
    await expect(asOf.getByTestId('as-of-commentary-second')).toContainText(COMMENTARY);
    await expect(asOf.getByTestId('as-of-comments-second')).toContainText(CONFIDENTIAL);
    for (const row of ['status', 'review', 'decision', 'decision-step', 'commentary', 'comments'])
      await expect(asOf.getByTestId(`as-of-${row}`)).toHaveAttribute('data-changed', 'true');
    for (const row of ['total', 'evaluator', 'submission', 'endorsement', 'review-step'])
      await expect(asOf.getByTestId(`as-of-${row}`)).not.toHaveAttribute('data-changed', 'true');

    // Every answer and comment as it stood, with who gave it; none changed since the review.
    await expect(asOf.getByTestId('as-of-answer')).toHaveCount(33);
    const traditionFirst = answer(page, 'tradition.q1');
    await expect(traditionFirst.getByTestId('as-of-answer-first')).toHaveText(
      `Always · 5 / 5${REWRITTEN_COMMENT}`,
    );
    await expect(traditionFirst).toContainText('Answered by Lucía García (Artisan hunter)');
    await expect(traditionFirst).not.toHaveAttribute('data-changed', 'true');
    await expect(
      page.locator(
        '[data-testid="as-of-criterion"][data-criterion="tradition"] [data-testid="as-of-validation"]',
      ),
    ).toContainText('Criterion validated by Lucía García (Artisan hunter)');
    await toggleOnlyDiffering(page);
    await expect(asOf.getByTestId('as-of-no-change')).toHaveText(
      'No answer differs between the two moments.',
    );
    await toggleOnlyDiffering(page);
    await expectAccessible(page);
    await screenshot(page, 'decision-as-of-review-desktop');

    // As of the first answers: the comment rewritten since is marked, with what it is now.
    await entry(page, 'EvaluationAnswersRecorded')
      .last()
      .getByRole('button', { name: /As of this moment/ })
      .click();
    await expect(asOf.getByTestId('as-of-status-first')).toHaveText('In progress');
    await expect(asOf.getByTestId('as-of-submission-first')).toHaveText('Not sent');
    await expect(asOf.getByTestId('as-of-endorsement-first')).toHaveText('—');
    await expect(traditionFirst.getByTestId('as-of-answer-first')).toHaveText(
      `Most of the time · 4 / 5${FIRST_COMMENT}`,
    );
    await expect(traditionFirst).toHaveAttribute('data-changed', 'true');
    await expect(traditionFirst.getByTestId('as-of-answer-other')).toContainText(/^Changed\s*Now \(/);
    await expect(traditionFirst.getByTestId('as-of-answer-second')).toHaveText(
      `Always · 5 / 5${REWRITTEN_COMMENT}`,
    );
    await expect(answer(page, 'tradition.q2')).not.toHaveAttribute('data-changed', 'true');
    // Only Tradition had been answered then: the other criteria were answered since.
    await expect(answer(page, 'creativity.q1').getByTestId('as-of-answer-first')).toHaveText('Not answered');
    await expect(answer(page, 'creativity.q1')).toHaveAttribute('data-changed', 'true');
    await toggleOnlyDiffering(page);
    await expect(asOf.getByTestId('as-of-answer')).toHaveCount(31);
    await expect(
      page.locator('[data-testid="as-of-criterion"][data-criterion="tradition"]').getByText('Changed: 1'),
    ).toBeVisible();
    await screenshot(page, 'decision-as-of-answers-desktop');

    // Compared with another chosen moment (the decision): its own column, what differs marked.
    const decidedAt = await entry(page, 'EvaluationDecided').locator('time').getAttribute('datetime');
    await asOf.getByLabel('Compare with (optional)').fill(
      new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      })
        .format(new Date(new Date(decidedAt ?? '').getTime() + 1000))
        .replace(',', ''),
    );
    await expect(asOf.getByRole('columnheader', { name: /^At / })).toHaveCount(2);
    await expect(asOf.getByTestId('as-of-status-second')).toContainText('Selected');
    // Compared with a moment before the artisan was recorded: that column says so.
    await asOf.getByLabel('Compare with (optional)').fill('01/01/2020 09:30');
    await expect(asOf.getByTestId('as-of-status-second')).toHaveText('Not in the tool yet');
    await expect(asOf.getByTestId('as-of-total-second')).toHaveText(/^—/);
    await expect(asOf.getByTestId('as-of-total')).toHaveAttribute('data-changed', 'true');

    // A phone: every row and answer readable without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(traditionFirst).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'decision-as-of-390');
  });
});
