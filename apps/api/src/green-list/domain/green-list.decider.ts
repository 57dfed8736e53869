import {
  CURRENT_GREEN_LIST_VERSION,
  DomainError,
  EMPTY_GREEN_LIST_SHEET,
  GREEN_LIST_LIMITS,
  GREEN_LIST_MESSAGES,
  MAX_COMMENT_LENGTH,
  MATERIALS_CODE,
  answerProblem,
  greenListCatalogue,
  greenListScore,
  hiddenAnswerPaths,
  isVisible,
  nextGreenListStatus,
  questionOf,
  sendProblemMessages,
  sendProblems,
  withoutAnswers,
  type AnswerPath,
  type Decider,
  type GreenListAnswer,
  type GreenListAnswers,
  type GreenListCatalogue,
  type GreenListLifecycleEvent,
  type GreenListScore,
  type GreenListSheet,
  type GreenListStatus,
  type MaterialEntry,
  type SendProblem,
} from '@artisans/domain';

/**
 * The Green List of one artisan (stream `green-list-<artisan id>`, SPEC.md sections 3 to 5): made
 * available when the artisan is selected, answered as the artisan goes (every save an event), sent,
 * reviewed by the foundation, sent back for missing information, completed with its final score.
 * The lifecycle machine of libs/domain says which step may come next (409 otherwise); the rules of
 * libs/domain (green-list-rules.ts) say what an answer may be, which follow-ups are asked and what
 * stops sending, always with the catalogue version the Green List was started on.
 *
 * Who asks is the handlers' business (libs/domain green-list-permissions.ts), as for the evaluation.
 * Lifecycle events carry the status they lead to, and the sent and completed ones their score, so
 * that read models need neither the machine nor the catalogue.
 */

export const greenListStreamId = (artisanId: string) => `green-list-${artisanId}`;

/** A save: the answers that change (null removes one) and, when it changed, the whole material list. */
export type AnswersPatch = {
  answers: Readonly<Record<string, GreenListAnswer | null>>;
  materials?: readonly MaterialEntry[];
};

/** The score an event records (points, maximum, percentage, per section). */
export type RecordedScore = { totalPoint: number; score: GreenListScore };

export type GreenListEvent =
  | {
      type: 'GreenListMadeAvailable';
      data: { artisanId: string; status: 'AVAILABLE'; catalogueVersion: number };
    }
  /** The first answers were saved: the catalogue version the Green List is answered with from now on. */
  | {
      type: 'GreenListStarted';
      data: { artisanId: string; status: 'IN PROGRESS'; catalogueVersion: number };
    }
  | { type: 'GreenListAnswersRecorded'; data: { artisanId: string } & AnswersPatch }
  /** Sent; the answers of questions hidden then (`dropped`) are not kept. */
  | {
      type: 'GreenListSubmitted';
      data: { artisanId: string; status: 'SUBMITTED'; dropped: AnswerPath[] } & RecordedScore;
    }
  | { type: 'GreenListReviewStarted'; data: { artisanId: string; status: 'IN REVIEWAL' } }
  /** Sent back: `missing` says what is missing; the artisan may change the answers of `codes`. */
  | {
      type: 'GreenListInformationRequested';
      data: { artisanId: string; status: 'PENDING'; missing: string; codes: string[] };
    }
  | {
      type: 'GreenListCompleted';
      data: { artisanId: string; status: 'COMPLETE'; comment: string } & RecordedScore;
    };

export type GreenListEventType = GreenListEvent['type'];

export const GREEN_LIST_EVENT_TYPES = [
  'GreenListMadeAvailable',
  'GreenListStarted',
  'GreenListAnswersRecorded',
  'GreenListSubmitted',
  'GreenListReviewStarted',
  'GreenListInformationRequested',
  'GreenListCompleted',
] as const satisfies readonly GreenListEventType[];

export type GreenListCommand =
  /** Opens the Green List (idempotent: nothing happens when it exists). */
  | { type: 'MakeGreenListAvailable'; artisanId: string }
  | { type: 'RecordGreenListAnswers'; artisanId: string; patch: AnswersPatch }
  | { type: 'SubmitGreenList'; artisanId: string }
  | { type: 'StartGreenListReview'; artisanId: string }
  | { type: 'RequestGreenListInformation'; artisanId: string; missing: string; codes: readonly string[] }
  | { type: 'CompleteGreenList'; artisanId: string; comment: string };

export type GreenListState = {
  /** null: not available (the artisan is not selected, or nobody opened it yet). */
  status: GreenListStatus | null;
  catalogueVersion: number;
  sheet: GreenListSheet;
  /** The open request for information, while PENDING. */
  request: { missing: string; codes: string[] } | null;
  /** The final score and the reviewer's comment, once COMPLETE. */
  completion: (RecordedScore & { comment: string }) | null;
};

/** Sending is refused for these reasons: the API answers each with where it is. */
export class GreenListNotReady extends DomainError {
  constructor(readonly problems: SendProblem[]) {
    super('invalid', sendProblemMessages(problems).join('\n'), 'green-list-not-ready');
  }
}

const conflict = (message: string, code = 'green-list-state') => new DomainError('conflict', message, code);
const invalid = (message: string) => new DomainError('invalid', message, 'invalid-green-list');

/** The status after `event`, or a 409 saying why not. */
function advance(state: GreenListState, event: GreenListLifecycleEvent): GreenListStatus {
  if (state.status === null) throw conflict(GREEN_LIST_MESSAGES.notAvailable, 'green-list-not-available');
  const next = nextGreenListStatus(state.status, event);
  if (next) return next;
  if (event.type === 'RECORD_ANSWERS' || event.type === 'SUBMIT') throw conflict(GREEN_LIST_MESSAGES.locked);
  throw conflict(GREEN_LIST_MESSAGES.notAllowedNow);
}

/** The catalogue answers are checked with: the recorded one, or today's for a Green List not started. */
function catalogueOf(state: GreenListState): GreenListCatalogue {
  return greenListCatalogue(
    state.status === 'AVAILABLE' ? CURRENT_GREEN_LIST_VERSION : state.catalogueVersion,
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The patch applied to the sheet. */
export function applyPatch(sheet: GreenListSheet, patch: AnswersPatch): GreenListSheet {
  const answers: Record<string, GreenListAnswer> = { ...sheet.answers };
  for (const [code, answer] of Object.entries(patch.answers)) {
    if (answer === null) delete answers[code];
    else answers[code] = answer;
  }
  return { answers, materials: patch.materials ?? sheet.materials };
}

function checkQuestion(
  catalogue: GreenListCatalogue,
  code: string,
  answer: GreenListAnswer,
  perMaterial: boolean,
) {
  const question = questionOf(catalogue, code);
  if (!question || question.perMaterial !== perMaterial || question.type === 'material')
    throw invalid(
      perMaterial
        ? `${code} is not a question about a material.`
        : `${code} is not a question of the Green List.`,
    );
  const problem = answerProblem(question, answer);
  if (problem) throw invalid(problem);
  return question;
}

/** The answers of a scope that the patch changes: only those are checked against what is asked. */
function changedCodes(before: GreenListAnswers, after: GreenListAnswers): string[] {
  const codes = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...codes].filter((code) => !same(before[code], after[code]));
}

function checkMaterials(catalogue: GreenListCatalogue, materials: readonly MaterialEntry[]): void {
  if (materials.length > GREEN_LIST_LIMITS.materials)
    throw invalid(`At most ${GREEN_LIST_LIMITS.materials} raw materials may be listed.`);
  const ids = new Set<string>();
  for (const material of materials) {
    if (ids.has(material.id)) throw invalid(`Two materials have the id ${material.id}.`);
    ids.add(material.id);
    for (const [code, answer] of Object.entries(material.answers))
      checkQuestion(catalogue, code, answer, true);
  }
}

/** A follow-up answered while it is not asked: a client out of step with the rules (400). */
function checkAsked(catalogue: GreenListCatalogue, answers: GreenListAnswers, codes: readonly string[]) {
  for (const code of codes) {
    const question = questionOf(catalogue, code);
    if (!question || answers[code] === undefined || isVisible(catalogue, question, answers)) continue;
    throw invalid(
      `${code} is not asked with the current answers (it follows ${question.showWhen?.after ?? ''}).`,
    );
  }
}

/** While PENDING, only the answers the foundation named may change. */
function checkRequested(state: GreenListState, before: GreenListSheet, after: GreenListSheet): void {
  const open = state.request?.codes;
  if (state.status !== 'PENDING' || !open) return;
  const refuse = () => conflict(GREEN_LIST_MESSAGES.onlyRequestedAnswers(open), 'green-list-not-requested');
  if (changedCodes(before.answers, after.answers).some((code) => !open.includes(code))) throw refuse();
  if (open.includes(MATERIALS_CODE) || same(before.materials, after.materials)) return;
  const ids = (sheet: GreenListSheet) => sheet.materials.map((material) => material.id);
  if (!same(ids(before), ids(after))) throw refuse();
  after.materials.forEach((material, index) => {
    const earlier = before.materials[index]?.answers ?? {};
    if (changedCodes(earlier, material.answers).some((code) => !open.includes(code))) throw refuse();
  });
}

function recordAnswers(
  command: Extract<GreenListCommand, { type: 'RecordGreenListAnswers' }>,
  state: GreenListState,
): GreenListEvent[] {
  const status = advance(state, { type: 'RECORD_ANSWERS' });
  const catalogue = catalogueOf(state);
  for (const [code, answer] of Object.entries(command.patch.answers))
    if (answer !== null) checkQuestion(catalogue, code, answer, false);
    else if (!questionOf(catalogue, code)) throw invalid(`${code} is not a question of the Green List.`);
  if (command.patch.materials) checkMaterials(catalogue, command.patch.materials);
  const after = applyPatch(state.sheet, command.patch);
  checkAsked(catalogue, after.answers, changedCodes(state.sheet.answers, after.answers));
  for (const material of after.materials) {
    const earlier = state.sheet.materials.find((entry) => entry.id === material.id)?.answers ?? {};
    checkAsked(catalogue, material.answers, changedCodes(earlier, material.answers));
  }
  checkRequested(state, state.sheet, after);
  const answers = Object.fromEntries(
    Object.entries(command.patch.answers).filter(([code, answer]) =>
      answer === null ? state.sheet.answers[code] !== undefined : !same(state.sheet.answers[code], answer),
    ),
  );
  const materialsChanged =
    command.patch.materials !== undefined && !same(state.sheet.materials, after.materials);
  if (Object.keys(answers).length === 0 && !materialsChanged) return [];
  const recorded: GreenListEvent = {
    type: 'GreenListAnswersRecorded',
    data: {
      artisanId: command.artisanId,
      answers,
      ...(materialsChanged ? { materials: after.materials } : {}),
    },
  };
  if (state.status !== 'AVAILABLE') return [recorded];
  const started: GreenListEvent = {
    type: 'GreenListStarted',
    data: { artisanId: command.artisanId, status: 'IN PROGRESS', catalogueVersion: catalogue.version },
  };
  return status === 'IN PROGRESS' ? [started, recorded] : [recorded];
}

function checkText(text: string, required: string | undefined): string {
  const trimmed = text.trim();
  if (trimmed.length > MAX_COMMENT_LENGTH)
    throw invalid(`A comment may be at most ${MAX_COMMENT_LENGTH} characters long.`);
  if (required !== undefined && trimmed === '') throw invalid(required);
  return trimmed;
}

function decide(command: GreenListCommand, state: GreenListState): GreenListEvent[] {
  const { artisanId } = command;
  switch (command.type) {
    case 'MakeGreenListAvailable':
      if (state.status !== null) return [];
      return [
        {
          type: 'GreenListMadeAvailable',
          data: { artisanId, status: 'AVAILABLE', catalogueVersion: CURRENT_GREEN_LIST_VERSION },
        },
      ];
    case 'RecordGreenListAnswers':
      return recordAnswers(command, state);
    case 'SubmitGreenList': {
      advance(state, { type: 'SUBMIT' });
      const catalogue = catalogueOf(state);
      const problems = sendProblems(catalogue, state.sheet);
      if (problems.length > 0) throw new GreenListNotReady(problems);
      const dropped = hiddenAnswerPaths(catalogue, state.sheet);
      const score = greenListScore(catalogue, withoutAnswers(state.sheet, dropped));
      return [
        {
          type: 'GreenListSubmitted',
          data: { artisanId, status: 'SUBMITTED', dropped, totalPoint: score.points, score },
        },
      ];
    }
    case 'StartGreenListReview':
      advance(state, { type: 'START_REVIEW' });
      return [{ type: 'GreenListReviewStarted', data: { artisanId, status: 'IN REVIEWAL' } }];
    case 'RequestGreenListInformation': {
      advance(state, { type: 'ASK_FOR_INFORMATION' });
      const missing = checkText(command.missing, GREEN_LIST_MESSAGES.missingInformationRequired);
      const catalogue = catalogueOf(state);
      const unknown = command.codes.filter((code) => !questionOf(catalogue, code));
      if (unknown.length > 0) throw invalid(`Unknown question code(s): ${unknown.join(', ')}.`);
      if (command.codes.length === 0) throw invalid(GREEN_LIST_MESSAGES.missingInformationRequired);
      return [
        {
          type: 'GreenListInformationRequested',
          data: { artisanId, status: 'PENDING', missing, codes: [...new Set(command.codes)] },
        },
      ];
    }
    case 'CompleteGreenList': {
      advance(state, { type: 'COMPLETE' });
      const score = greenListScore(catalogueOf(state), state.sheet);
      return [
        {
          type: 'GreenListCompleted',
          data: {
            artisanId,
            status: 'COMPLETE',
            comment: checkText(command.comment, undefined),
            totalPoint: score.points,
            score,
          },
        },
      ];
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

function evolve(state: GreenListState, event: GreenListEvent): GreenListState {
  switch (event.type) {
    case 'GreenListMadeAvailable':
      return { ...state, status: event.data.status, catalogueVersion: event.data.catalogueVersion };
    case 'GreenListStarted':
      return { ...state, status: event.data.status, catalogueVersion: event.data.catalogueVersion };
    case 'GreenListAnswersRecorded':
      // Events are facts: what the decider allowed then is applied as it was.
      return { ...state, sheet: applyPatch(state.sheet, event.data) };
    case 'GreenListSubmitted':
      return {
        ...state,
        status: event.data.status,
        sheet: withoutAnswers(state.sheet, event.data.dropped),
        request: null,
      };
    case 'GreenListReviewStarted':
      return { ...state, status: event.data.status };
    case 'GreenListInformationRequested':
      return {
        ...state,
        status: event.data.status,
        request: { missing: event.data.missing, codes: event.data.codes },
      };
    case 'GreenListCompleted': {
      const { totalPoint, score, comment } = event.data;
      return { ...state, status: event.data.status, completion: { totalPoint, score, comment } };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const greenListDecider: Decider<GreenListCommand, GreenListEvent, GreenListState> = {
  initialState: () => ({
    status: null,
    catalogueVersion: CURRENT_GREEN_LIST_VERSION,
    sheet: EMPTY_GREEN_LIST_SHEET,
    request: null,
    completion: null,
  }),
  evolve,
  decide,
};
