import { DECISIONS, STATUS_EVALS, type Decision, type StatusEval } from './statuses';

/**
 * The criteria catalogue of the evaluation (SPEC.md section 3, "Evaluation" and "Criteria info"):
 * eleven criteria, three questions each, the two answer scales and how answers turn into points.
 * Only the structure lives here; every text (names, questions, example comments, what each level
 * means) is in the web app's `criteria` locale namespace, under the keys built by `criteriaKeys`,
 * so the web app and the API build the same keys from one place.
 *
 * Ids never change once shipped: stored answers and locale files point at them.
 */

export const CRITERION_GROUPS = ['essential', 'differentiating'] as const;

export type CriterionGroup = (typeof CRITERION_GROUPS)[number];

/** In the order the evaluation shows them: the seven essential criteria, then the four differentiating ones. */
export const CRITERIA = [
  { id: 'tradition', group: 'essential' },
  { id: 'creativity', group: 'essential' },
  { id: 'savoirFaire', group: 'essential' },
  { id: 'innovation', group: 'essential' },
  { id: 'interpretation', group: 'essential' },
  { id: 'territory', group: 'essential' },
  { id: 'competence', group: 'essential' },
  { id: 'originality', group: 'differentiating' },
  { id: 'training', group: 'differentiating' },
  { id: 'talent', group: 'differentiating' },
  { id: 'authenticity', group: 'differentiating' },
] as const satisfies readonly { id: string; group: CriterionGroup }[];

export type Criterion = (typeof CRITERIA)[number];

export type CriterionId = Criterion['id'];

export const CRITERION_IDS: readonly CriterionId[] = CRITERIA.map((criterion) => criterion.id);

/** Every criterion has the same three questions slots. */
export const QUESTION_NUMBERS = ['q1', 'q2', 'q3'] as const;

export type QuestionNumber = (typeof QUESTION_NUMBERS)[number];

/** A question across the whole evaluation: `tradition.q1`. */
export type QuestionId = `${CriterionId}.${QuestionNumber}`;

export const QUESTION_IDS: readonly QuestionId[] = CRITERION_IDS.flatMap((criterion) =>
  QUESTION_NUMBERS.map((question): QuestionId => `${criterion}.${question}`),
);

const GROUP_OF: Readonly<Record<CriterionId, CriterionGroup>> = Object.fromEntries(
  CRITERIA.map((criterion) => [criterion.id, criterion.group]),
) as Record<CriterionId, CriterionGroup>;

export function isCriterionId(value: unknown): value is CriterionId {
  return typeof value === 'string' && (CRITERION_IDS as readonly string[]).includes(value);
}

export function isQuestionId(value: unknown): value is QuestionId {
  return typeof value === 'string' && (QUESTION_IDS as readonly string[]).includes(value);
}

export function groupOf(criterion: CriterionId): CriterionGroup {
  return GROUP_OF[criterion];
}

export function criteriaOfGroup(group: CriterionGroup): readonly CriterionId[] {
  return CRITERION_IDS.filter((criterion) => GROUP_OF[criterion] === group);
}

export function questionIdsOf(criterion: CriterionId): readonly QuestionId[] {
  return QUESTION_NUMBERS.map((question): QuestionId => `${criterion}.${question}`);
}

/** The criterion and the slot of a question id. */
export function splitQuestionId(id: QuestionId): { criterion: CriterionId; question: QuestionNumber } {
  const [criterion, question] = id.split('.') as [CriterionId, QuestionNumber];
  return { criterion, question };
}

// ---------------------------------------------------------------------------------------------------
// Answer scales and points
// ---------------------------------------------------------------------------------------------------

/** What one answer is worth; stored answers are these numbers. */
export type Points = 0 | 1 | 2 | 3 | 4 | 5;

/** The staff scale, in points order: the index of a level is its points (NO/NA is 0, Always is 5). */
export const STAFF_ANSWERS = ['noNa', 'rarely', 'sometimes', 'often', 'mostOfTheTime', 'always'] as const;

export type StaffAnswer = (typeof STAFF_ANSWERS)[number];

export const STAFF_ANSWER_POINTS = {
  noNa: 0,
  rarely: 1,
  sometimes: 2,
  often: 3,
  mostOfTheTime: 4,
  always: 5,
} as const satisfies Record<StaffAnswer, Points>;

/** The artisan's self-assessment scale: four answers, so an artisan is not asked to split hairs. */
export const SELF_ANSWERS = ['no', 'rarely', 'often', 'always'] as const;

export type SelfAnswer = (typeof SELF_ANSWERS)[number];

/**
 * How a self-assessment answer maps onto the staff scale, and so onto points. The four self-assessment
 * words are four of the six staff words, so each one takes the staff level with the same name:
 * NO → NO/NA (0), Rarely → Rarely (1), Often → Often (3), Always → Always (5). The two levels the
 * artisan does not get (Sometimes, Most of the time) stay gaps rather than being spread evenly
 * (0, 1.7, 3.3, 5): "Often" then means the same thing and is worth the same points whoever says it,
 * points stay whole numbers, and a self-assessment and a staff evaluation of the same artisan can be
 * compared question by question on one 0..5 axis, with the same maxima.
 */
export const SELF_TO_STAFF_ANSWER = {
  no: 'noNa',
  rarely: 'rarely',
  often: 'often',
  always: 'always',
} as const satisfies Record<SelfAnswer, StaffAnswer>;

export const SELF_ANSWER_POINTS = {
  no: STAFF_ANSWER_POINTS[SELF_TO_STAFF_ANSWER.no],
  rarely: STAFF_ANSWER_POINTS[SELF_TO_STAFF_ANSWER.rarely],
  often: STAFF_ANSWER_POINTS[SELF_TO_STAFF_ANSWER.often],
  always: STAFF_ANSWER_POINTS[SELF_TO_STAFF_ANSWER.always],
} as const satisfies Record<SelfAnswer, Points>;

export function isPoints(value: unknown): value is Points {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function isStaffAnswer(value: unknown): value is StaffAnswer {
  return typeof value === 'string' && (STAFF_ANSWERS as readonly string[]).includes(value);
}

export function isSelfAnswer(value: unknown): value is SelfAnswer {
  return typeof value === 'string' && (SELF_ANSWERS as readonly string[]).includes(value);
}

export function staffAnswerPoints(answer: StaffAnswer): Points {
  return STAFF_ANSWER_POINTS[answer];
}

export function selfAnswerPoints(answer: SelfAnswer): Points {
  return SELF_ANSWER_POINTS[answer];
}

/** The staff level a number of points stands for (a stored self-assessment answer reads back the same way). */
export function staffAnswerOf(points: Points): StaffAnswer {
  return STAFF_ANSWERS[points] as StaffAnswer;
}

export const MAX_POINTS_PER_QUESTION = 5;

export const MAX_POINTS_PER_CRITERION = MAX_POINTS_PER_QUESTION * QUESTION_NUMBERS.length;

export const MAX_POINTS_PER_GROUP: Readonly<Record<CriterionGroup, number>> = {
  essential: criteriaOfGroup('essential').length * MAX_POINTS_PER_CRITERION,
  differentiating: criteriaOfGroup('differentiating').length * MAX_POINTS_PER_CRITERION,
};

export const MAX_POINTS_TOTAL = CRITERIA.length * MAX_POINTS_PER_CRITERION;

/** The answers to one criterion's questions. Unanswered is absent or null (as JSON clients send it). */
export type CriterionAnswers = Readonly<Partial<Record<QuestionNumber, Points | null>>>;

/** The answers of a whole evaluation, per criterion (SPEC.md: "answers per criterion"). */
export type EvaluationAnswers = Readonly<Partial<Record<CriterionId, CriterionAnswers>>>;

function answeredPoints(answers: CriterionAnswers | undefined): Points[] {
  if (!answers) return [];
  return QUESTION_NUMBERS.map((question) => answers[question]).filter(isPoints);
}

/**
 * The share of a criterion's questions answered, 0..100, rounded down so that 100 means every question
 * is answered. NO/NA is an answer (worth 0 points), not a gap.
 */
export function criterionCompletion(answers: CriterionAnswers | undefined): number {
  return Math.floor((answeredPoints(answers).length * 100) / QUESTION_NUMBERS.length);
}

/** The points of one criterion's answers, 0..MAX_POINTS_PER_CRITERION; unanswered questions count 0. */
export function pointsOf(answers: CriterionAnswers | undefined): number {
  return answeredPoints(answers).reduce<number>((sum, points) => sum + points, 0);
}

/** The share of all the evaluation's questions answered, 0..100, rounded down like `criterionCompletion`. */
export function evaluationCompletion(answers: EvaluationAnswers): number {
  const answered = CRITERION_IDS.reduce(
    (sum, criterion) => sum + answeredPoints(answers[criterion]).length,
    0,
  );
  return Math.floor((answered * 100) / QUESTION_IDS.length);
}

/** The points of one group of criteria, 0..MAX_POINTS_PER_GROUP[group]. */
export function groupPointsOf(answers: EvaluationAnswers, group: CriterionGroup): number {
  return criteriaOfGroup(group).reduce((sum, criterion) => sum + pointsOf(answers[criterion]), 0);
}

/** The evaluation's total points, 0..MAX_POINTS_TOTAL. */
export function totalPointsOf(answers: EvaluationAnswers): number {
  return CRITERION_IDS.reduce((sum, criterion) => sum + pointsOf(answers[criterion]), 0);
}

// ---------------------------------------------------------------------------------------------------
// i18n keys of the texts (namespace `criteria`)
// ---------------------------------------------------------------------------------------------------

export const CRITERIA_NAMESPACE = 'criteria';

/** Texts of the criteria page and the evaluation screens that belong to no single criterion. */
export const CRITERIA_PAGE_TEXTS = [
  'title',
  'intro',
  'levelsTitle',
  'exampleTitle',
  'commentLabel',
  'commentHint',
  'outcomesTitle',
] as const;

export type CriteriaPageText = (typeof CRITERIA_PAGE_TEXTS)[number];

export type OutcomeText = 'label' | 'text';

export const OUTCOME_TEXTS = ['label', 'text'] as const satisfies readonly OutcomeText[];

/**
 * The key of every text, inside the `criteria` namespace. Status and decision keys are the values of
 * statuses.ts as they are (`statuses.IN PROGRESS.label`): i18next only splits keys on dots.
 */
export const criteriaKeys = {
  page: (text: CriteriaPageText) => `page.${text}` as const,
  groupName: (group: CriterionGroup) => `groups.${group}.name` as const,
  groupInfo: (group: CriterionGroup) => `groups.${group}.info` as const,
  criterionName: (criterion: CriterionId) => `criteria.${criterion}.name` as const,
  criterionDescription: (criterion: CriterionId) => `criteria.${criterion}.description` as const,
  questionText: (id: QuestionId) => `${questionPrefix(id)}.text` as const,
  /** The same question addressed to the artisan, for the self-assessment ("Do you use…?"). */
  questionSelfText: (id: QuestionId) => `${questionPrefix(id)}.selfText` as const,
  questionExample: (id: QuestionId) => `${questionPrefix(id)}.example` as const,
  questionLevel: (id: QuestionId, level: StaffAnswer) => `${questionPrefix(id)}.levels.${level}` as const,
  staffScaleTitle: () => 'scale.staff.title' as const,
  staffScaleInfo: () => 'scale.staff.info' as const,
  staffAnswer: (answer: StaffAnswer) => `scale.staff.${answer}` as const,
  selfScaleTitle: () => 'scale.self.title' as const,
  selfScaleInfo: () => 'scale.self.info' as const,
  selfAnswer: (answer: SelfAnswer) => `scale.self.${answer}` as const,
  status: (status: StatusEval, text: OutcomeText) => `statuses.${status}.${text}` as const,
  decision: (decision: Decision, text: OutcomeText) => `decisions.${decision}.${text}` as const,
};

function questionPrefix(id: QuestionId) {
  const { criterion, question } = splitQuestionId(id);
  return `criteria.${criterion}.questions.${question}` as const;
}

/** Every key `criteriaKeys` can build, so a test can hold the locale files to the structure. */
export function allCriteriaKeys(): readonly string[] {
  return [
    ...CRITERIA_PAGE_TEXTS.map(criteriaKeys.page),
    ...CRITERION_GROUPS.flatMap((group) => [criteriaKeys.groupName(group), criteriaKeys.groupInfo(group)]),
    ...CRITERION_IDS.flatMap((criterion) => [
      criteriaKeys.criterionName(criterion),
      criteriaKeys.criterionDescription(criterion),
      ...questionIdsOf(criterion).flatMap((id) => [
        criteriaKeys.questionText(id),
        criteriaKeys.questionSelfText(id),
        criteriaKeys.questionExample(id),
        ...STAFF_ANSWERS.map((level) => criteriaKeys.questionLevel(id, level)),
      ]),
    ]),
    criteriaKeys.staffScaleTitle(),
    criteriaKeys.staffScaleInfo(),
    ...STAFF_ANSWERS.map(criteriaKeys.staffAnswer),
    criteriaKeys.selfScaleTitle(),
    criteriaKeys.selfScaleInfo(),
    ...SELF_ANSWERS.map(criteriaKeys.selfAnswer),
    ...STATUS_EVALS.flatMap((status) => OUTCOME_TEXTS.map((text) => criteriaKeys.status(status, text))),
    ...DECISIONS.flatMap((decision) => OUTCOME_TEXTS.map((text) => criteriaKeys.decision(decision, text))),
  ];
}
