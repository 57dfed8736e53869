import { isEmail } from './credentials';
import { MESSAGES } from './messages';
import {
  GREEN_LIST_SECTIONS,
  MATERIALS_CODE,
  MAX_CHOICE_LEVEL,
  greenListQuestions,
  materialQuestions,
  questionOf,
  type GreenListCatalogue,
  type GreenListQuestion,
  type GreenListSection,
} from './green-list-catalogue';

/**
 * The rules of the Green List (SPEC.md sections 3 to 5), pure and shared by the API's decider and
 * the web wizard: what an answer may be, which follow-ups are asked, how complete each section is,
 * the score, and what stops sending. Every function takes the catalogue the Green List started on.
 */

/** A value, by question type: text → string; number, choice, percentage → number; date → YYYY-MM-DD;
 * textList → strings; multinum → a number per part. */
export type GreenListValue = string | number | readonly string[] | Readonly<Record<string, number>>;

/**
 * One answer: a value, or marked not applicable with a reason (where the question allows it), and
 * the Explain box's text where the question has one.
 */
export type GreenListAnswer = {
  value?: GreenListValue;
  notApplicable?: { reason: string };
  explain?: string;
};

export type GreenListAnswers = Readonly<Record<string, GreenListAnswer>>;

/** One raw material of s1: an id the client chose (stable across reorders) and its s2..s23 answers. */
export type MaterialEntry = { id: string; answers: GreenListAnswers };

/** Everything an artisan answered. */
export type GreenListSheet = { answers: GreenListAnswers; materials: readonly MaterialEntry[] };

export const EMPTY_GREEN_LIST_SHEET: GreenListSheet = { answers: {}, materials: [] };

/** Limits that keep one Green List a reasonable size. */
export const GREEN_LIST_LIMITS = {
  textLength: 4000,
  listItems: 30,
  listItemLength: 500,
  materials: 40,
  materialIdLength: 40,
  maxNumber: 1e12,
} as const;

/** The share of the yearly weight the listed materials must cover (SPEC.md sections 5 and 9). */
export const SOURCING_GOAL_PERCENT = 90;

export const GREEN_LIST_MESSAGES = {
  explainMissing: 'Please fill in all the explain box',
  invalidUrl: 'Invalid URL. Please enter a web address such as https://www.example.com',
  invalidEmail: MESSAGES.emailFormat,
  answersMissing: 'Please answer every required question before sending the Green List.',
  reasonMissing: 'Please give a reason for each question marked not applicable.',
  noMaterial: 'Please add at least one raw material.',
  sharesAbove100: (total: number) =>
    `The shares of your raw materials add up to ${total}% of your yearly weight: they cannot exceed 100%.`,
  sourcingGoal: (total: number) =>
    `Your main raw materials must cover ${SOURCING_GOAL_PERCENT}% or more of your yearly weight; they cover ${total}% now.`,
  locked: 'This Green List has been sent and can no longer be changed.',
  notAllowedNow: 'This action is not possible at this stage of the Green List.',
  notAvailable:
    'The Green List opens once the evaluation is selected. You will receive an email when it is available.',
  onlyRequestedAnswers: (codes: readonly string[]) =>
    `Only the answers the foundation asked about may change now: ${codes.join(', ')}.`,
  missingInformationRequired: 'Please say which information is missing and which answers may change.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const URL_PATTERN =
  /^(https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A web address, with or without its scheme (SPEC.md section 5 prefixes a missing one). */
export function isValidUrl(value: string): boolean {
  return value.length <= 2000 && URL_PATTERN.test(value.trim());
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= GREEN_LIST_LIMITS.maxNumber;

/**
 * Why a value does not fit its question's type, or undefined. This is about shapes (a choice is 1..5,
 * a date is a real day); formats (email, URL) are checked on sending, so that autosave keeps what is
 * being typed.
 */
export function valueProblem(question: GreenListQuestion, value: unknown): string | undefined {
  const expected = (what: string) => `${question.code} expects ${what}.`;
  switch (question.type) {
    case 'text':
      return typeof value === 'string' && value.length <= GREEN_LIST_LIMITS.textLength
        ? undefined
        : expected(`a text of at most ${GREEN_LIST_LIMITS.textLength} characters`);
    case 'number':
      return isNumber(value) ? undefined : expected('a number of at least 0');
    case 'percentage':
      return isNumber(value) && value <= 100 ? undefined : expected('a percentage between 0 and 100');
    case 'choice':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CHOICE_LEVEL
        ? undefined
        : expected('one of the levels 1 to 5');
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? undefined : expected('a date (YYYY-MM-DD)');
    case 'textList':
      return Array.isArray(value) &&
        value.length <= GREEN_LIST_LIMITS.listItems &&
        value.every((item) => typeof item === 'string' && item.length <= GREEN_LIST_LIMITS.listItemLength)
        ? undefined
        : expected(
            `a list of at most ${GREEN_LIST_LIMITS.listItems} texts of at most ${GREEN_LIST_LIMITS.listItemLength} characters`,
          );
    case 'multinum': {
      const parts = question.parts ?? [];
      const ok =
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.entries(value).every(([part, number]) => parts.includes(part) && isNumber(number));
      return ok ? undefined : expected(`a number of at least 0 for any of ${parts.join(', ')}`);
    }
    case 'material':
      return expected('the list of materials (send it as `materials`)');
  }
}

/** Why an answer does not fit its question, or undefined. */
export function answerProblem(question: GreenListQuestion, answer: GreenListAnswer): string | undefined {
  const { value, notApplicable, explain } = answer;
  if (notApplicable !== undefined) {
    if (!question.notApplicable) return `${question.code} cannot be marked not applicable.`;
    if (value !== undefined) return `${question.code} is either answered or not applicable, not both.`;
    if (notApplicable.reason.length > GREEN_LIST_LIMITS.textLength)
      return `The reason of ${question.code} is too long.`;
  }
  if (explain !== undefined) {
    if (!question.explain) return `${question.code} has no Explain box.`;
    if (explain.length > GREEN_LIST_LIMITS.textLength)
      return `The explanation of ${question.code} is too long.`;
  }
  return value === undefined ? undefined : valueProblem(question, value);
}

/** Whether the answer holds something: an empty text, list or set of parts is no answer yet. */
export function hasValue(answer: GreenListAnswer | undefined): boolean {
  const value = answer?.value;
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some((item: string) => item.trim() !== '');
  return Object.keys(value).length > 0;
}

const isNotApplicable = (answer: GreenListAnswer | undefined) => answer?.notApplicable !== undefined;

// ---------------------------------------------------------------------------------------------------
// Visibility (SPEC.md section 4)
// ---------------------------------------------------------------------------------------------------

/**
 * Whether a question is asked, given the answers of its scope (the Green List's, or one material's
 * for s2..s23): a follow-up needs its earlier question asked, answered (not marked not applicable)
 * and, for `atLeast`, with a value that is not too low.
 */
export function isVisible(
  catalogue: GreenListCatalogue,
  question: GreenListQuestion,
  answers: GreenListAnswers,
): boolean {
  const rule = question.showWhen;
  if (!rule) return true;
  const earlier = questionOf(catalogue, rule.after);
  if (!earlier || !isVisible(catalogue, earlier, answers)) return false;
  const answer = answers[rule.after];
  if (!hasValue(answer) || isNotApplicable(answer)) return false;
  switch (rule.kind) {
    case 'answered':
      return true;
    case 'atLeast':
      return typeof answer?.value === 'number' && answer.value >= rule.min;
  }
}

/** Where an answer sits: `p3`, or `s1.<material id>.s4` for a material's. */
export type AnswerPath = string;

export const materialPath = (materialId: string, code: string): AnswerPath =>
  `${MATERIALS_CODE}.${materialId}.${code}`;

/** The stored answers of questions not asked now: neither required, nor scored, nor kept once sent. */
export function hiddenAnswerPaths(catalogue: GreenListCatalogue, sheet: GreenListSheet): AnswerPath[] {
  const hidden = (answers: GreenListAnswers) =>
    Object.keys(answers).filter((code) => {
      const question = questionOf(catalogue, code);
      return !question || !isVisible(catalogue, question, answers);
    });
  return [
    ...hidden(sheet.answers),
    ...sheet.materials.flatMap((material) =>
      hidden(material.answers).map((code) => materialPath(material.id, code)),
    ),
  ];
}

/** The sheet without the answers at `paths`. */
export function withoutAnswers(sheet: GreenListSheet, paths: readonly AnswerPath[]): GreenListSheet {
  if (paths.length === 0) return sheet;
  const drop = new Set(paths);
  const keep = (answers: GreenListAnswers, path: (code: string) => string) =>
    Object.fromEntries(Object.entries(answers).filter(([code]) => !drop.has(path(code))));
  return {
    answers: keep(sheet.answers, (code) => code),
    materials: sheet.materials.map((material) => ({
      id: material.id,
      answers: keep(material.answers, (code) => materialPath(material.id, code)),
    })),
  };
}

/** The sheet as it is sent: answers to hidden questions dropped. */
export function withoutHiddenAnswers(catalogue: GreenListCatalogue, sheet: GreenListSheet): GreenListSheet {
  return withoutAnswers(sheet, hiddenAnswerPaths(catalogue, sheet));
}

// ---------------------------------------------------------------------------------------------------
// Materials and the sourcing goal
// ---------------------------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The share of the yearly weight (s4) the listed materials cover, in percent. */
export function materialsShareTotal(sheet: GreenListSheet): number {
  return round2(
    sheet.materials.reduce((sum, material) => {
      const share = material.answers.s4?.value;
      return sum + (typeof share === 'number' ? share : 0);
    }, 0),
  );
}

/** The sourcing goal's message, or undefined once at least one material covers 90..100%. */
export function sourcingProblem(sheet: GreenListSheet): string | undefined {
  if (sheet.materials.length === 0) return GREEN_LIST_MESSAGES.noMaterial;
  const total = materialsShareTotal(sheet);
  if (total > 100) return GREEN_LIST_MESSAGES.sharesAbove100(total);
  if (total < SOURCING_GOAL_PERCENT) return GREEN_LIST_MESSAGES.sourcingGoal(total);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Completeness
// ---------------------------------------------------------------------------------------------------

/** Answered as far as sending asks: a value or not applicable, and the Explain box if answered. */
function isComplete(question: GreenListQuestion, answer: GreenListAnswer | undefined): boolean {
  if (isNotApplicable(answer)) return answer?.notApplicable?.reason.trim() !== '';
  if (!hasValue(answer)) return false;
  return !question.explain || (answer?.explain ?? '').trim() !== '';
}

/** One required item (a visible required question, or the list of materials) and whether it is done. */
type Item = { section: GreenListSection; path: AnswerPath; complete: boolean };

function requiredItems(catalogue: GreenListCatalogue, sheet: GreenListSheet): Item[] {
  const items: Item[] = [];
  const visit = (
    questions: readonly GreenListQuestion[],
    answers: GreenListAnswers,
    path: (code: string) => string,
  ) => {
    for (const question of questions) {
      if (!question.required || question.type === 'material' || !isVisible(catalogue, question, answers))
        continue;
      items.push({
        section: question.section,
        path: path(question.code),
        complete: isComplete(question, answers[question.code]),
      });
    }
  };
  for (const question of greenListQuestions(catalogue)) {
    if (question.type === 'material') {
      items.push({ section: question.section, path: question.code, complete: !sourcingProblem(sheet) });
      for (const material of sheet.materials)
        visit(materialQuestions(catalogue), material.answers, (code) => materialPath(material.id, code));
    } else {
      visit([question], sheet.answers, (code) => code);
    }
  }
  return items;
}

export type Completion = { done: number; required: number; percentage: number };

export type GreenListCompletion = Completion & { sections: Record<GreenListSection, Completion> };

function completionOf(items: readonly Item[]): Completion {
  const done = items.filter((item) => item.complete).length;
  const required = items.length;
  // Rounded down: 100 only when everything is there.
  return { done, required, percentage: required === 0 ? 100 : Math.floor((done * 100) / required) };
}

/** How complete each section and the whole Green List are: what the wizard shows. */
export function greenListCompletion(
  catalogue: GreenListCatalogue,
  sheet: GreenListSheet,
): GreenListCompletion {
  const items = requiredItems(catalogue, sheet);
  const sections = Object.fromEntries(
    GREEN_LIST_SECTIONS.map((section) => [section, completionOf(items.filter((i) => i.section === section))]),
  ) as Record<GreenListSection, Completion>;
  return { ...completionOf(items), sections };
}

// ---------------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------------

export type GreenListPoints = { points: number; maximum: number; percentage: number };

export type GreenListScore = GreenListPoints & { sections: Record<GreenListSection, GreenListPoints> };

type Raw = { points: number; maximum: number };

const levelOf = (answer: GreenListAnswer | undefined) =>
  typeof answer?.value === 'number' && hasValue(answer) ? answer.value : 0;

/** A Green List question: its level times its weight, out of 5 times its weight. */
function scoreQuestion(question: GreenListQuestion, answers: GreenListAnswers): Raw {
  const answer = answers[question.code];
  if (isNotApplicable(answer)) return { points: 0, maximum: 0 };
  return { points: levelOf(answer) * question.weight, maximum: MAX_CHOICE_LEVEL * question.weight };
}

/**
 * A material question counts once, as the mean level over the materials it is asked of, each
 * material weighing its share of the yearly weight (all alike when no share is given): the
 * materials that make up most of the work matter most. Not applicable for a material leaves it out.
 */
function scoreMaterialQuestion(
  catalogue: GreenListCatalogue,
  question: GreenListQuestion,
  materials: readonly MaterialEntry[],
): Raw {
  const asked = materials.filter(
    (material) =>
      isVisible(catalogue, question, material.answers) && !isNotApplicable(material.answers[question.code]),
  );
  if (asked.length === 0 || question.weight === 0) return { points: 0, maximum: 0 };
  const shares = asked.map((material) => {
    const share = material.answers.s4?.value;
    return typeof share === 'number' && share > 0 ? share : 0;
  });
  const totalShare = shares.reduce((sum, share) => sum + share, 0);
  const weights =
    totalShare > 0 ? shares.map((share) => share / totalShare) : asked.map(() => 1 / asked.length);
  const mean = asked.reduce(
    (sum, material, index) => sum + (weights[index] ?? 0) * levelOf(material.answers[question.code]),
    0,
  );
  return {
    points: Math.min(mean, MAX_CHOICE_LEVEL) * question.weight,
    maximum: MAX_CHOICE_LEVEL * question.weight,
  };
}

function toScore({ points, maximum }: Raw): GreenListPoints {
  return {
    points: round2(points),
    maximum,
    percentage: maximum === 0 ? 0 : round2((points * 100) / maximum),
  };
}

/**
 * The score (SPEC.md section 3): choice answers 1..5 times their weight; a question marked not
 * applicable leaves the maximum (it counts neither in the points nor in the maximum); hidden
 * questions do not count; a visible one left unanswered counts 0 of its maximum. Points, maximum and
 * percentage per section and in total.
 */
export function greenListScore(catalogue: GreenListCatalogue, sheet: GreenListSheet): GreenListScore {
  const raw = Object.fromEntries(
    GREEN_LIST_SECTIONS.map((section) => [section, { points: 0, maximum: 0 }]),
  ) as Record<GreenListSection, Raw>;
  const add = (section: GreenListSection, { points, maximum }: Raw) => {
    raw[section].points += points;
    raw[section].maximum += maximum;
  };
  for (const question of catalogue.questions) {
    if (question.type !== 'choice') continue;
    if (question.perMaterial)
      add(question.section, scoreMaterialQuestion(catalogue, question, sheet.materials));
    else if (isVisible(catalogue, question, sheet.answers))
      add(question.section, scoreQuestion(question, sheet.answers));
  }
  const total = Object.values(raw).reduce(
    (sum, section) => ({ points: sum.points + section.points, maximum: sum.maximum + section.maximum }),
    { points: 0, maximum: 0 },
  );
  const sections = Object.fromEntries(
    GREEN_LIST_SECTIONS.map((section) => [section, toScore(raw[section])]),
  ) as Record<GreenListSection, GreenListPoints>;
  return { ...toScore(total), sections };
}

// ---------------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------------

/** One reason the Green List cannot be sent, with where it is (`s1` for the materials rule). */
export type SendProblem = { path: AnswerPath; message: string };

/**
 * What stops the Green List from being sent (SPEC.md section 5), in the questionnaire's order:
 * every visible required answer present, every Explain box filled, URLs and email addresses valid,
 * a reason for each not applicable, and the materials' 90% goal. Empty when it may be sent.
 */
export function sendProblems(catalogue: GreenListCatalogue, sheet: GreenListSheet): SendProblem[] {
  const problems: SendProblem[] = [];
  const check = (question: GreenListQuestion, answers: GreenListAnswers, path: AnswerPath) => {
    if (question.type === 'material' || !isVisible(catalogue, question, answers)) return;
    const answer = answers[question.code];
    if (isNotApplicable(answer)) {
      if (answer?.notApplicable?.reason.trim() === '')
        problems.push({ path, message: GREEN_LIST_MESSAGES.reasonMissing });
      return;
    }
    if (!hasValue(answer)) {
      if (question.required) problems.push({ path, message: GREEN_LIST_MESSAGES.answersMissing });
      return;
    }
    if (question.explain && (answer?.explain ?? '').trim() === '')
      problems.push({ path, message: GREEN_LIST_MESSAGES.explainMissing });
    const text = typeof answer?.value === 'string' ? answer.value : '';
    if (question.format === 'url' && !isValidUrl(text))
      problems.push({ path, message: GREEN_LIST_MESSAGES.invalidUrl });
    if (question.format === 'email' && !isEmail(text))
      problems.push({ path, message: GREEN_LIST_MESSAGES.invalidEmail });
  };
  for (const question of greenListQuestions(catalogue)) {
    if (question.type !== 'material') {
      check(question, sheet.answers, question.code);
      continue;
    }
    const sourcing = sourcingProblem(sheet);
    if (sourcing) problems.push({ path: MATERIALS_CODE, message: sourcing });
    for (const material of sheet.materials)
      for (const materialQuestion of materialQuestions(catalogue))
        check(materialQuestion, material.answers, materialPath(material.id, materialQuestion.code));
  }
  return problems;
}

/** The distinct messages of the problems, in order: what a person reads. */
export function sendProblemMessages(problems: readonly SendProblem[]): string[] {
  return [...new Set(problems.map((problem) => problem.message))];
}
