import {
  CRITERION_IDS,
  QUESTION_NUMBERS,
  isPoints,
  type CriterionAnswers,
  type CriterionId,
  type EvaluationAnswers,
  type Points,
  type QuestionId,
  type QuestionNumber,
} from './criteria';

/**
 * The rules of filling in an evaluation (SPEC.md sections 3 and 5), shared by the API's decider and
 * the evaluation screen: one answer and one personal comment per question, criteria validated one
 * after the other, and sending only once everything is there.
 */

/** One answered question: its points (0..5) and the evaluator's personal comment. */
export type EvaluationAnswer = { points: Points; comment: string };

/** The answers of one evaluation, per criterion and question; unanswered questions are absent. */
export type EvaluationSheet = Partial<Record<CriterionId, Partial<Record<QuestionNumber, EvaluationAnswer>>>>;

/** Comments are free text of a reasonable length: a paragraph or two. */
export const MAX_COMMENT_LENGTH = 2000;

export const EVALUATION_MESSAGES = {
  commentsMissing: 'Please fill in all the personal comments to explain your answers.',
  answersMissing: 'Please answer every question of every criterion before sending the evaluation.',
  criterionIncomplete: 'Please answer the three questions of this criterion before validating it.',
  criterionNotOpen: 'Please validate the criteria before this one first.',
  locked: 'This evaluation has been sent and can no longer be changed.',
  notAllowedNow: 'This action is not possible at this stage of the evaluation.',
  decisionEarly: 'Sorry, only available once the evaluation is sent',
  unavailable: 'This evaluation is unavailable, please contact the foundation.',
  commentTooLong: `A comment may be at most ${MAX_COMMENT_LENGTH} characters long.`,
  missingInformationRequired: 'Please say which information is missing.',
  notSentYet: 'This evaluation has not been sent yet.',
  notTheEvaluator:
    'Only the member who started this evaluation may change or send it until it is sent; you can read it.',
} as const;

/** The points of a sheet, in the shape the catalogue's counting functions read. */
export function pointsOfSheet(sheet: EvaluationSheet): EvaluationAnswers {
  const answers: Partial<Record<CriterionId, CriterionAnswers>> = {};
  for (const criterion of CRITERION_IDS) {
    const questions = sheet[criterion];
    if (!questions) continue;
    const points: Partial<Record<QuestionNumber, Points>> = {};
    for (const question of QUESTION_NUMBERS) {
      const answer = questions[question];
      if (answer && isPoints(answer.points)) points[question] = answer.points;
    }
    answers[criterion] = points;
  }
  return answers;
}

/** Questions without an answer, in the evaluation's order. */
export function unansweredQuestions(sheet: EvaluationSheet, criteria = CRITERION_IDS): QuestionId[] {
  return criteria.flatMap((criterion) =>
    QUESTION_NUMBERS.filter((question) => !sheet[criterion]?.[question]).map(
      (question): QuestionId => `${criterion}.${question}`,
    ),
  );
}

/** Answered questions whose personal comment is still empty. */
export function questionsWithoutComment(sheet: EvaluationSheet): QuestionId[] {
  return CRITERION_IDS.flatMap((criterion) =>
    QUESTION_NUMBERS.filter((question) => {
      const answer = sheet[criterion]?.[question];
      return answer !== undefined && answer.comment.trim() === '';
    }).map((question): QuestionId => `${criterion}.${question}`),
  );
}

/**
 * The criteria that may be answered: those validated already and the first one not validated yet
 * ("validate to move on"). Once all are validated, all stay open until the evaluation is sent.
 */
export function openCriteria(validated: readonly CriterionId[]): CriterionId[] {
  const next = CRITERION_IDS.find((criterion) => !validated.includes(criterion));
  return CRITERION_IDS.filter((criterion) => validated.includes(criterion) || criterion === next);
}

/** What still stops the evaluation from being sent: nothing when it may be sent. */
export function submitBlocker(
  sheet: EvaluationSheet,
): keyof Pick<typeof EVALUATION_MESSAGES, 'answersMissing' | 'commentsMissing'> | undefined {
  if (unansweredQuestions(sheet).length > 0) return 'answersMissing';
  if (questionsWithoutComment(sheet).length > 0) return 'commentsMissing';
  return undefined;
}
