import {
  CRITERIA,
  CRITERION_IDS,
  QUESTION_NUMBERS,
  SELF_ANSWERS,
  SELF_ANSWER_POINTS,
  STAFF_ANSWERS,
  STAFF_ANSWER_POINTS,
  criterionCompletion,
  isSelfAnswer,
  isStaffAnswer,
  pointsOf,
  staffAnswerOf,
  type CriterionGroup,
  type CriterionId,
  type Points,
  type QuestionId,
  type QuestionNumber,
  type SelfAnswer,
  type StaffAnswer,
} from '@artisans/domain/criteria';
import {
  pointsOfSheet,
  questionsWithoutComment,
  unansweredQuestions,
  type EvaluationSheet,
} from '@artisans/domain/evaluation';
import type { StatusEval } from '@artisans/domain/statuses';
import type { EvaluationView } from '../api/get-evaluation';
import type { SelfAssessmentView } from '../api/get-self-assessment';

/**
 * One screen, two sheets: the staff evaluation (six levels, SPEC.md section 3) and the artisan's
 * self-assessment (four levels). The machine and the screen work on this common shape; only the
 * API calls and the scale differ.
 */
export type EvaluationMode = 'staff' | 'self';

/** A level of the mode's scale, by its word (the staff words carry their points by position). */
export type Choice = StaffAnswer | SelfAnswer;

/** One question as the user is filling it in; `choice` is null until a level is chosen. */
export type DraftAnswer = { choice: Choice | null; comment: string };

export type CriterionDraft = Partial<Record<QuestionNumber, DraftAnswer>>;

export type Draft = Partial<Record<CriterionId, CriterionDraft>>;

/** What a save sends: the questions that have a level (a comment alone cannot be stored yet). */
export type SaveableAnswers = Partial<Record<QuestionNumber, { choice: Choice; comment: string }>>;

export type SheetCriterion = {
  id: CriterionId;
  group: CriterionGroup;
  /** May be answered now: validated already, or the next one to validate. */
  open: boolean;
  validated: boolean;
};

/**
 * Why the answers cannot be changed; null while they can. `beingWritten`: another member started
 * the evaluation, and it is theirs until it is sent.
 */
export type LockReason = 'sent' | 'beingWritten' | 'readOnly' | 'notOffered' | 'craftFirst';

export type SheetView = {
  mode: EvaluationMode;
  editable: boolean;
  lockReason: LockReason | null;
  /** The sending step is allowed now (staff: SUBMIT among the allowed actions). */
  maySubmit: boolean;
  /** A network member may endorse the sent evaluation now. */
  mayEndorse: boolean;
  criteria: SheetCriterion[];
  /** The answers as the server has them. */
  answers: Draft;
  /** The staff evaluation as read (status, review notes), for the heading and the banners. */
  staff: EvaluationView | null;
  self: SelfAssessmentView | null;
};

const EDITABLE_STATUSES: readonly StatusEval[] = ['IN PROGRESS', 'PENDING'];

function criteriaOf(view: EvaluationView | SelfAssessmentView): SheetCriterion[] {
  return CRITERIA.map(({ id, group }) => {
    const criterion = view.criteria.find((item) => item.id === id);
    return { id, group, open: criterion?.open ?? false, validated: criterion?.validated ?? false };
  });
}

export function sheetOfEvaluation(view: EvaluationView): SheetView {
  const answers: Draft = {};
  for (const criterion of view.criteria) {
    const questions: CriterionDraft = {};
    for (const question of QUESTION_NUMBERS) {
      const answer = criterion.answers[question];
      if (answer) questions[question] = { choice: staffAnswerOf(answer.points), comment: answer.comment };
    }
    answers[criterion.id] = questions;
  }
  const sent = !EDITABLE_STATUSES.includes(view.statusEval);
  const lockReason: LockReason | null = view.editable
    ? null
    : sent
      ? 'sent'
      : view.evaluator
        ? 'beingWritten'
        : 'readOnly';
  return {
    mode: 'staff',
    editable: view.editable,
    lockReason,
    maySubmit: view.editable && view.allowedActions.includes('SUBMIT'),
    mayEndorse: view.allowedActions.includes('ENDORSE'),
    criteria: criteriaOf(view),
    answers,
    staff: view,
    self: null,
  };
}

/**
 * The artisan's own sheet. The API lets the artisan change it only while the foundation offers it
 * (the profile's flag) and once a craft is set: the screen says so instead of failing on each save.
 */
export function sheetOfSelfAssessment(
  view: SelfAssessmentView,
  artisan: { craftSet: boolean; selfAssessment: boolean },
): SheetView {
  const answers: Draft = {};
  for (const criterion of view.criteria) {
    const questions: CriterionDraft = {};
    for (const question of QUESTION_NUMBERS) {
      const answer = criterion.answers[question];
      if (answer) questions[question] = { choice: answer.answer, comment: answer.comment };
    }
    answers[criterion.id] = questions;
  }
  const lockReason: LockReason | null = view.submitted
    ? 'sent'
    : !artisan.selfAssessment
      ? 'notOffered'
      : !artisan.craftSet
        ? 'craftFirst'
        : null;
  return {
    mode: 'self',
    editable: lockReason === null,
    lockReason,
    maySubmit: lockReason === null,
    mayEndorse: false,
    criteria: criteriaOf(view),
    answers,
    staff: null,
    self: view,
  };
}

/** The levels offered, lowest first: six for staff, four for the artisan. */
export function scaleOf(mode: EvaluationMode): readonly Choice[] {
  return mode === 'staff' ? STAFF_ANSWERS : SELF_ANSWERS;
}

export function isChoiceOf(mode: EvaluationMode, value: unknown): value is Choice {
  return mode === 'staff' ? isStaffAnswer(value) : isSelfAnswer(value);
}

export function pointsOfChoice(mode: EvaluationMode, choice: Choice): Points {
  if (mode === 'staff' && isStaffAnswer(choice)) return STAFF_ANSWER_POINTS[choice];
  if (mode === 'self' && isSelfAnswer(choice)) return SELF_ANSWER_POINTS[choice];
  return 0;
}

/** The draft in the shape of the shared rules (libs/domain/src/evaluation.ts): points and comments. */
export function sheetOf(mode: EvaluationMode, draft: Draft): EvaluationSheet {
  const sheet: EvaluationSheet = {};
  for (const criterion of CRITERION_IDS) {
    const questions = draft[criterion];
    if (!questions) continue;
    const answers: NonNullable<EvaluationSheet[CriterionId]> = {};
    for (const question of QUESTION_NUMBERS) {
      const answer = questions[question];
      if (answer?.choice && isChoiceOf(mode, answer.choice))
        answers[question] = { points: pointsOfChoice(mode, answer.choice), comment: answer.comment };
    }
    sheet[criterion] = answers;
  }
  return sheet;
}

export type Progress = {
  completion: Record<CriterionId, number>;
  points: Record<CriterionId, number>;
  /** Share of all 33 questions answered, 0..100. */
  overall: number;
  totalPoints: number;
};

/** Completion and points as the user fills in, before the server has them. */
export function progressOf(mode: EvaluationMode, draft: Draft): Progress {
  const points = pointsOfSheet(sheetOf(mode, draft));
  const completion = {} as Record<CriterionId, number>;
  const criterionPoints = {} as Record<CriterionId, number>;
  for (const criterion of CRITERION_IDS) {
    completion[criterion] = criterionCompletion(points[criterion]);
    criterionPoints[criterion] = pointsOf(points[criterion]);
  }
  const answered = CRITERION_IDS.reduce(
    (sum, criterion) => sum + Object.keys(points[criterion] ?? {}).length,
    0,
  );
  return {
    completion,
    points: criterionPoints,
    overall: Math.floor((answered * 100) / (CRITERION_IDS.length * QUESTION_NUMBERS.length)),
    totalPoints: CRITERION_IDS.reduce((sum, criterion) => sum + criterionPoints[criterion], 0),
  };
}

export type Missing = {
  unanswered: QuestionId[];
  withoutComment: QuestionId[];
};

/** What still stops the sending, from the draft: unanswered questions, then answers without comment. */
export function missingOf(mode: EvaluationMode, draft: Draft): Missing {
  const sheet = sheetOf(mode, draft);
  return { unanswered: unansweredQuestions(sheet), withoutComment: questionsWithoutComment(sheet) };
}

export function isComplete(missing: Missing): boolean {
  return missing.unanswered.length === 0 && missing.withoutComment.length === 0;
}

/** The three questions of a criterion all have a level: it may be validated. */
export function criterionAnswered(draft: Draft, criterion: CriterionId): boolean {
  return QUESTION_NUMBERS.every((question) => Boolean(draft[criterion]?.[question]?.choice));
}

export function saveableAnswers(questions: CriterionDraft | undefined): SaveableAnswers {
  const answers: SaveableAnswers = {};
  for (const question of QUESTION_NUMBERS) {
    const answer = questions?.[question];
    if (answer?.choice) answers[question] = { choice: answer.choice, comment: answer.comment };
  }
  return answers;
}

function sameAnswer(a: DraftAnswer | undefined, b: DraftAnswer | undefined): boolean {
  // The server trims comments; an answer that differs only by surrounding spaces is saved.
  const choiceOf = (answer: DraftAnswer | undefined) => answer?.choice ?? null;
  const commentOf = (answer: DraftAnswer | undefined) => (answer?.comment ?? '').trim();
  return choiceOf(a) === choiceOf(b) && commentOf(a) === commentOf(b);
}

/** The questions of `draft` the server does not have as they are: what would be lost on closing. */
export function pendingOf(draft: Draft, saved: Draft): Draft {
  const pending: Draft = {};
  for (const criterion of CRITERION_IDS) {
    for (const question of QUESTION_NUMBERS) {
      const answer = draft[criterion]?.[question];
      if (!answer || sameAnswer(answer, saved[criterion]?.[question])) continue;
      pending[criterion] = { ...pending[criterion], [question]: answer };
    }
  }
  return pending;
}

export function isEmptyDraft(draft: Draft): boolean {
  return CRITERION_IDS.every((criterion) => Object.keys(draft[criterion] ?? {}).length === 0);
}

/**
 * The server's answers with the user's unsaved changes on top, for the criteria that may be
 * answered now; and the criteria that need a save for it.
 */
export function mergePending(sheet: SheetView, pending: Draft): { draft: Draft; dirty: CriterionId[] } {
  const draft: Draft = { ...sheet.answers };
  const dirty: CriterionId[] = [];
  if (!sheet.editable) return { draft, dirty };
  for (const { id, open } of sheet.criteria) {
    const changes = pending[id];
    if (!open || !changes) continue;
    draft[id] = { ...draft[id], ...changes };
    const saveable = QUESTION_NUMBERS.some((question) => {
      const change = changes[question];
      return Boolean(change?.choice) && !sameAnswer(change, sheet.answers[id]?.[question]);
    });
    if (saveable) dirty.push(id);
  }
  return { draft, dirty };
}

/** Reads a draft kept on this device; anything of the wrong shape is dropped. */
export function readDraft(mode: EvaluationMode, value: unknown): Draft {
  const draft: Draft = {};
  if (typeof value !== 'object' || value === null) return draft;
  const record = value as Record<string, unknown>;
  for (const criterion of CRITERION_IDS) {
    const questions = record[criterion];
    if (typeof questions !== 'object' || questions === null) continue;
    for (const question of QUESTION_NUMBERS) {
      const answer = (questions as Record<string, unknown>)[question];
      if (typeof answer !== 'object' || answer === null) continue;
      const { choice, comment } = answer as Record<string, unknown>;
      if (typeof comment !== 'string') continue;
      const level = isChoiceOf(mode, choice) ? choice : null;
      draft[criterion] = { ...draft[criterion], [question]: { choice: level, comment } };
    }
  }
  return draft;
}

/** The first criterion that still needs work, else the first one. */
export function firstOpenCriterion(sheet: SheetView): CriterionId {
  const next = sheet.criteria.find((criterion) => criterion.open && !criterion.validated);
  return next?.id ?? CRITERION_IDS[0]!;
}

/**
 * The criterion that may be answered but is not validated yet, if any: once every question is
 * answered, only the last one can be left so (the others open one after the other).
 */
export function unvalidatedCriterion(sheet: SheetView): CriterionId | null {
  return sheet.criteria.find((criterion) => criterion.open && !criterion.validated)?.id ?? null;
}

/** The criterion after `criterion` in the evaluation's order, if any. */
export function criterionAfter(criterion: CriterionId): CriterionId | undefined {
  const index = CRITERION_IDS.indexOf(criterion);
  return CRITERION_IDS[index + 1];
}
