import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  CRITERIA,
  CRITERION_IDS,
  QUESTION_NUMBERS,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import { EVALUATION_MESSAGES, openCriteria } from '@artisans/domain/evaluation';
import { ApiError } from '../../../lib/http/api-error';
import { evaluationMachine, retryDelayMs, type EvaluationInput } from './evaluation.machine';
import {
  missingOf,
  pendingOf,
  readDraft,
  sheetOfEvaluation,
  sheetOfSelfAssessment,
  type Choice,
  type Draft,
  type SaveableAnswers,
  type SheetView,
} from './evaluation-sheet';
import type { EvaluationView } from '../api/get-evaluation';
import type { SelfAssessmentView } from '../api/get-self-assessment';

const LOCKED = new ApiError({
  status: 409,
  detail: 'This evaluation has been sent and can no longer be changed.',
});

const STALE = new ApiError({ status: 412, detail: 'Someone else changed this record since you opened it.' });

const NOT_THE_EVALUATOR = new ApiError({
  status: 403,
  detail: EVALUATION_MESSAGES.notTheEvaluator,
});

/** A tiny server: the answers and validations of one staff evaluation, as the API keeps them. */
class FakeServer {
  answers: Draft = {};
  validated: CriterionId[] = [];
  status: EvaluationView['statusEval'] = 'IN PROGRESS';
  /** Another member started the evaluation: this user only reads it. */
  startedByAnother = false;
  /** Sent, and this network member may endorse it. */
  awaitingEndorsement = false;
  /** The version the server is at (its ETag): an endorsement naming another one is refused. */
  version = 'W/"1"';

  /** These criteria answered ("often", each with a comment) and validated. */
  withValidated(criteria: readonly CriterionId[]): this {
    this.validated = [...criteria];
    for (const criterion of criteria)
      this.answers[criterion] = {
        q1: { choice: 'often', comment: 'a' },
        q2: { choice: 'often', comment: 'b' },
        q3: { choice: 'often', comment: 'c' },
      };
    return this;
  }

  view(): SheetView {
    const open = openCriteria(this.validated);
    const unsent = this.status === 'IN PROGRESS' || this.status === 'PENDING';
    const editable = unsent && !this.startedByAnother;
    return {
      mode: 'staff',
      editable,
      lockReason: editable ? null : unsent ? 'beingWritten' : 'sent',
      maySubmit: editable,
      mayEndorse: this.awaitingEndorsement,
      criteria: CRITERIA.map(({ id, group }) => ({
        id,
        group,
        open: editable && open.includes(id),
        validated: this.validated.includes(id),
      })),
      answers: structuredClone(this.answers),
      staff: this.awaitingEndorsement ? ({ version: this.version } as EvaluationView) : null,
      self: null,
    };
  }

  endorse(version: string | null): SheetView {
    if (version !== this.version) throw STALE;
    this.awaitingEndorsement = false;
    this.version = 'W/"2"';
    return this.view();
  }

  save(criterion: CriterionId, answers: SaveableAnswers): SheetView {
    if (this.status !== 'IN PROGRESS' && this.status !== 'PENDING') throw LOCKED;
    if (this.startedByAnother) throw NOT_THE_EVALUATOR;
    for (const question of QUESTION_NUMBERS) {
      const answer = answers[question];
      if (answer)
        this.answers[criterion] = {
          ...this.answers[criterion],
          [question]: { choice: answer.choice, comment: answer.comment.trim() },
        };
    }
    return this.view();
  }
}

type Options = {
  server?: FakeServer;
  input?: EvaluationInput;
  save?: (input: { criterion: CriterionId; answers: SaveableAnswers }) => Promise<SheetView>;
  load?: () => Promise<SheetView>;
};

function start(options: Options = {}) {
  const server = options.server ?? new FakeServer();
  const clock = new SimulatedClock();
  const load = jest.fn(options.load ?? (async () => server.view()));
  const saveAnswers = jest.fn(
    options.save ??
      (async (input: { criterion: CriterionId; answers: SaveableAnswers }) =>
        server.save(input.criterion, input.answers)),
  );
  const validateCriterion = jest.fn(async ({ criterion }: { criterion: CriterionId }) => {
    server.validated.push(criterion);
    return server.view();
  });
  const submit = jest.fn(async () => {
    server.status = 'SUBMITTED';
    return server.view();
  });
  const pending: Draft[] = [];
  const validated = jest.fn((_: { criterion: CriterionId; next: CriterionId | null }) => undefined);
  const sent = jest.fn(() => undefined);
  const endorse = jest.fn(async ({ version }: { version: string | null }) => server.endorse(version));
  const endorsed = jest.fn(() => undefined);
  const actor = createActor(
    evaluationMachine.provide({
      actors: {
        load: fromPromise(() => load()),
        saveAnswers: fromPromise(({ input }) => saveAnswers(input)),
        validateCriterion: fromPromise(({ input }) => validateCriterion(input)),
        submit: fromPromise(() => submit()),
        endorse: fromPromise(({ input }) => endorse(input)),
      },
      actions: {
        pendingChanged: (_, params) => {
          pending.push(params.pending);
        },
        criterionValidated: (_, params) => validated(params),
        sent: () => sent(),
        endorsed: () => endorsed(),
      },
    }),
    { input: options.input ?? {}, clock },
  );
  actor.start();
  return {
    actor,
    clock,
    server,
    load,
    saveAnswers,
    validateCriterion,
    submit,
    endorse,
    pending,
    validated,
    sent,
    endorsed,
  };
}

type Run = ReturnType<typeof start>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function answer(
  run: Run,
  criterion: CriterionId,
  question: QuestionNumber,
  choice: Choice,
  comment = '',
) {
  run.actor.send({ type: 'ANSWER', criterion, question, choice });
  if (comment) run.actor.send({ type: 'COMMENT', criterion, question, comment });
}

/** Lets the idle time pass and the save answer. */
async function autosave(run: Run) {
  run.clock.increment(800);
  await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'idle' } }));
}

async function answerCriterion(run: Run, criterion: CriterionId) {
  for (const question of QUESTION_NUMBERS)
    await answer(run, criterion, question, 'often', `Seen ${question}`);
}

describe('evaluation machine', () => {
  it('given an evaluation in progress, when it is read, then it is editable on the first criterion', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    const { context } = run.actor.getSnapshot();
    expect(context.tab).toBe('tradition');
    expect(run.actor.getSnapshot().matches({ editing: { autosave: 'idle', flow: 'idle' } })).toBe(true);
  });

  it('given answers, when the user stops for 800 ms, then the criterion is saved once, with what was typed', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answer(run, 'tradition', 'q1', 'often', 'Water gilding');
    run.clock.increment(500);
    await answer(run, 'tradition', 'q2', 'always');
    run.clock.increment(500);
    expect(run.saveAnswers).not.toHaveBeenCalled();
    await autosave(run);
    expect(run.saveAnswers).toHaveBeenCalledTimes(1);
    expect(run.saveAnswers).toHaveBeenCalledWith({
      criterion: 'tradition',
      answers: {
        q1: { choice: 'often', comment: 'Water gilding' },
        q2: { choice: 'always', comment: '' },
      },
    });
    expect(run.actor.getSnapshot().context).toMatchObject({ dirty: [], saved: true });
    expect(run.pending.at(-1)).toEqual({});
  });

  it('given a comment without a level, when time passes, then nothing is sent but it is kept on the device', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.actor.send({ type: 'COMMENT', criterion: 'tradition', question: 'q1', comment: 'First thoughts' });
    run.clock.increment(5_000);
    await settle();
    expect(run.saveAnswers).not.toHaveBeenCalled();
    expect(run.pending.at(-1)).toEqual({ tradition: { q1: { choice: null, comment: 'First thoughts' } } });
    // The level comes: both are saved together.
    await answer(run, 'tradition', 'q1', 'rarely');
    await autosave(run);
    expect(run.saveAnswers).toHaveBeenLastCalledWith({
      criterion: 'tradition',
      answers: { q1: { choice: 'rarely', comment: 'First thoughts' } },
    });
  });

  it('given a change during a save, when the save answers, then the change is saved too and nothing is lost', async () => {
    let release: () => void = () => undefined;
    const server = new FakeServer();
    const run = start({
      server,
      save: (input) =>
        new Promise((resolve) => {
          release = () => resolve(server.save(input.criterion, input.answers));
        }),
    });
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answer(run, 'tradition', 'q1', 'often', 'One');
    run.clock.increment(800);
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'saving' } }));
    run.actor.send({ type: 'COMMENT', criterion: 'tradition', question: 'q1', comment: 'One and two' });
    release();
    await waitFor(run.actor, (s) => run.saveAnswers.mock.calls.length === 2 && s.context.inFlight !== null);
    release();
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'idle' } }));
    expect(server.answers.tradition?.q1).toEqual({ choice: 'often', comment: 'One and two' });
    expect(run.actor.getSnapshot().context.draft.tradition?.q1?.comment).toBe('One and two');
  });

  it('given the server is down, when saving, then it retries with a growing delay and keeps the answers', async () => {
    const server = new FakeServer();
    let down = true;
    const run = start({
      server,
      save: async (input) => {
        if (down) throw new ApiError({ status: 503 });
        return server.save(input.criterion, input.answers);
      },
    });
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answer(run, 'tradition', 'q1', 'often', 'Kept');
    run.clock.increment(800);
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'retrying' } }));
    expect(run.actor.getSnapshot().context).toMatchObject({ failures: 1, dirty: ['tradition'] });
    run.clock.increment(retryDelayMs(1));
    await waitFor(run.actor, (s) => s.context.failures === 2);
    expect(retryDelayMs(2)).toBe(4_000);
    down = false;
    run.clock.increment(retryDelayMs(2));
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'idle' } }));
    expect(server.answers.tradition?.q1?.comment).toBe('Kept');
    expect(run.actor.getSnapshot().context).toMatchObject({ failures: 0, saveError: undefined });
  });

  it('given a refusal (400), when saving, then it waits for a new edit or a retry instead of looping', async () => {
    const tooLong = new ApiError({ status: 400, detail: 'A comment may be at most 2000 characters long.' });
    const run = start({ save: async () => Promise.reject(tooLong) });
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answer(run, 'tradition', 'q1', 'often', 'x');
    run.clock.increment(800);
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'blocked' } }));
    run.clock.increment(60_000);
    await settle();
    expect(run.saveAnswers).toHaveBeenCalledTimes(1);
    expect(run.actor.getSnapshot().context.saveError).toBe(tooLong);
    run.actor.send({ type: 'RETRY' });
    await waitFor(run.actor, () => run.saveAnswers.mock.calls.length === 2);
  });

  it('given a change of tab, when there are unsaved answers, then they are saved at once', async () => {
    const server = new FakeServer();
    server.validated = ['tradition'];
    const run = start({ server });
    await waitFor(run.actor, (s) => s.matches('editing'));
    expect(run.actor.getSnapshot().context.tab).toBe('creativity');
    await answer(run, 'creativity', 'q1', 'always', 'Own style');
    run.actor.send({ type: 'SELECT', criterion: 'tradition' });
    await waitFor(run.actor, (s) => s.matches({ editing: { autosave: 'idle' } }));
    expect(run.saveAnswers).toHaveBeenCalledTimes(1);
    expect(run.actor.getSnapshot().context.tab).toBe('tradition');
  });

  it('given a criterion not open yet, when it is chosen or answered, then nothing changes', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.actor.send({ type: 'SELECT', criterion: 'talent' });
    await answer(run, 'talent', 'q1', 'often');
    const { context } = run.actor.getSnapshot();
    expect(context.tab).toBe('tradition');
    expect(context.draft.talent).toBeUndefined();
  });

  it('given a criterion half answered, when validating, then it is refused here', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answer(run, 'tradition', 'q1', 'often');
    run.actor.send({ type: 'VALIDATE' });
    expect(run.actor.getSnapshot().matches({ editing: { flow: 'idle' } })).toBe(true);
    expect(run.validateCriterion).not.toHaveBeenCalled();
  });

  it('given a criterion answered, when validating, then it saves first, validates and opens the next one', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answerCriterion(run, 'tradition');
    run.actor.send({ type: 'VALIDATE' });
    await waitFor(run.actor, (s) => s.context.tab === 'creativity');
    expect(run.saveAnswers.mock.invocationCallOrder[0]).toBeLessThan(
      run.validateCriterion.mock.invocationCallOrder[0] ?? 0,
    );
    expect(run.server.answers.tradition?.q3?.comment).toBe('Seen q3');
    expect(run.validated).toHaveBeenCalledWith({ criterion: 'tradition', next: 'creativity' });
    const creativity = run.actor.getSnapshot().context.sheet?.criteria.find((c) => c.id === 'creativity');
    expect(creativity).toMatchObject({ open: true, validated: false });
  });

  it('given everything answered but a comment, when sending, then it is refused until the comment is there', async () => {
    const server = new FakeServer();
    server.validated = CRITERION_IDS.slice(0, 10);
    for (const criterion of CRITERION_IDS)
      server.answers[criterion] = {
        q1: { choice: 'often', comment: 'a' },
        q2: { choice: 'often', comment: 'b' },
        q3: { choice: 'often', comment: criterion === 'talent' ? '' : 'c' },
      };
    const run = start({ server });
    await waitFor(run.actor, (s) => s.matches('editing'));
    expect(missingOf('staff', run.actor.getSnapshot().context.draft).withoutComment).toEqual(['talent.q3']);
    run.actor.send({ type: 'SEND' });
    expect(run.actor.getSnapshot().matches({ editing: { flow: 'idle' } })).toBe(true);

    run.actor.send({ type: 'COMMENT', criterion: 'talent', question: 'q3', comment: 'Gift' });
    run.actor.send({ type: 'SEND' });
    expect(run.actor.getSnapshot().matches({ editing: { flow: 'confirming' } })).toBe(true);
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches({ editing: { flow: 'idle' } })).toBe(true);

    run.actor.send({ type: 'SEND' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (s) => s.matches('locked'));
    // The comment typed just before was saved before sending.
    expect(run.saveAnswers.mock.invocationCallOrder[0]).toBeLessThan(
      run.submit.mock.invocationCallOrder[0] ?? 0,
    );
    expect(server.answers.talent?.q3?.comment).toBe('Gift');
    expect(run.sent).toHaveBeenCalled();
    expect(run.pending.at(-1)).toEqual({});
  });

  it('given the last criterion answered but not validated, when sending, then it is validated first', async () => {
    const server = new FakeServer().withValidated(CRITERION_IDS.slice(0, 10));
    const run = start({ server });
    await waitFor(run.actor, (s) => s.matches('editing'));
    await answerCriterion(run, 'authenticity');

    run.actor.send({ type: 'SEND' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (s) => s.matches('locked'));
    expect(run.validateCriterion).toHaveBeenCalledWith({ criterion: 'authenticity' });
    expect(run.saveAnswers.mock.invocationCallOrder[0]).toBeLessThan(
      run.validateCriterion.mock.invocationCallOrder[0] ?? 0,
    );
    expect(run.validateCriterion.mock.invocationCallOrder[0]).toBeLessThan(
      run.submit.mock.invocationCallOrder[0] ?? 0,
    );
    const authenticity = run.actor.getSnapshot().context.sheet?.criteria.find((c) => c.id === 'authenticity');
    expect(authenticity?.validated).toBe(true);
  });

  it('given every criterion validated, when sending, then nothing is validated again', async () => {
    const server = new FakeServer().withValidated(CRITERION_IDS);
    const run = start({ server });
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.actor.send({ type: 'SEND' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (s) => s.matches('locked'));
    expect(run.validateCriterion).not.toHaveBeenCalled();
    expect(run.submit).toHaveBeenCalledTimes(1);
  });

  it('given a locked evaluation, when an answer is attempted, then nothing changes', async () => {
    const server = new FakeServer();
    server.status = 'SUBMITTED';
    server.answers = { tradition: { q1: { choice: 'often', comment: 'Sent' } } };
    const run = start({ server });
    await waitFor(run.actor, (s) => s.matches('locked'));
    await answer(run, 'tradition', 'q1', 'always', 'Changed');
    run.clock.increment(5_000);
    await settle();
    expect(run.saveAnswers).not.toHaveBeenCalled();
    expect(run.actor.getSnapshot().context.draft.tradition?.q1).toEqual({ choice: 'often', comment: 'Sent' });
    // Every criterion may still be read.
    run.actor.send({ type: 'SELECT', criterion: 'authenticity' });
    expect(run.actor.getSnapshot().context.tab).toBe('authenticity');
  });

  it('given it was sent from another tab, when this tab saves, then the 409 message shows and the screen locks', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.server.status = 'SUBMITTED';
    await answer(run, 'tradition', 'q1', 'often', 'Late');
    run.clock.increment(800);
    await waitFor(run.actor, (s) => s.matches('locked'));
    expect(run.actor.getSnapshot().context.error).toBe(LOCKED);
    expect(run.load).toHaveBeenCalledTimes(2);
  });

  it('given another member started it meanwhile, when this user saves, then the 403 message shows and the screen turns read-only', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.server.startedByAnother = true;
    await answer(run, 'tradition', 'q1', 'often', 'Mine');
    run.clock.increment(800);
    await waitFor(run.actor, (s) => s.matches('locked'));
    const { context } = run.actor.getSnapshot();
    expect(context.error).toBe(NOT_THE_EVALUATOR);
    expect(context.sheet?.lockReason).toBe('beingWritten');
    expect(run.load).toHaveBeenCalledTimes(2);
    // Nothing is retried, and nothing is offered to send.
    run.clock.increment(60_000);
    await settle();
    expect(run.saveAnswers).toHaveBeenCalledTimes(1);
    run.actor.send({ type: 'SEND' });
    expect(run.submit).not.toHaveBeenCalled();
  });

  it('given changes kept on the device, when the page opens again, then they come back and are saved', async () => {
    const server = new FakeServer();
    server.answers = { tradition: { q1: { choice: 'rarely', comment: 'Old' } } };
    const kept: Draft = {
      tradition: { q1: { choice: 'often', comment: 'Newer' }, q2: { choice: null, comment: 'Draft only' } },
      talent: { q1: { choice: 'always', comment: 'Not open: dropped' } },
    };
    const run = start({ server, input: { pending: kept } });
    await waitFor(run.actor, (s) => s.matches('editing'));
    const { context } = run.actor.getSnapshot();
    expect(context.draft.tradition).toEqual(kept.tradition);
    expect(context.draft.talent).toBeUndefined();
    expect(context.dirty).toEqual(['tradition']);
    await autosave(run);
    expect(server.answers.tradition?.q1).toEqual({ choice: 'often', comment: 'Newer' });
    // The comment without a level stays on the device only.
    expect(run.pending.at(-1)).toEqual({ tradition: { q2: { choice: null, comment: 'Draft only' } } });
  });

  it('given the read fails, when retrying, then it reads again', async () => {
    let fail = true;
    const server = new FakeServer();
    const run = start({
      server,
      load: async () => {
        if (fail) throw new ApiError({ status: 503 });
        return server.view();
      },
    });
    await waitFor(run.actor, (s) => s.matches('loadFailed'));
    fail = false;
    run.actor.send({ type: 'RETRY' });
    await waitFor(run.actor, (s) => s.matches('editing'));
  });

  describe('endorsement by a network member', () => {
    function awaitingEndorsement() {
      const server = new FakeServer();
      server.status = 'SUBMITTED';
      server.awaitingEndorsement = true;
      return server;
    }

    it('given a sent evaluation to endorse, when the member asks to endorse, then it is asked to confirm first', async () => {
      const run = start({ server: awaitingEndorsement() });
      await waitFor(run.actor, (s) => s.matches('locked'));
      run.actor.send({ type: 'ENDORSE' });
      expect(run.actor.getSnapshot().matches({ locked: 'confirmingEndorsement' })).toBe(true);
      await settle();
      expect(run.endorse).not.toHaveBeenCalled();
      // Not now: nothing is endorsed, and it can be asked again.
      run.actor.send({ type: 'CANCEL' });
      expect(run.actor.getSnapshot().matches({ locked: 'idle' })).toBe(true);
      expect(run.endorse).not.toHaveBeenCalled();
    });

    it('given the confirmation, when it is confirmed, then it endorses the version read, once', async () => {
      const run = start({ server: awaitingEndorsement() });
      await waitFor(run.actor, (s) => s.matches('locked'));
      run.actor.send({ type: 'ENDORSE' });
      run.actor.send({ type: 'CONFIRM' });
      await waitFor(run.actor, (s) => s.matches({ locked: 'idle' }) && !s.context.sheet?.mayEndorse);
      expect(run.endorse).toHaveBeenCalledTimes(1);
      expect(run.endorse).toHaveBeenCalledWith({ version: 'W/"1"' });
      expect(run.endorsed).toHaveBeenCalledTimes(1);
      // Endorsed: the button is gone, so another ENDORSE does nothing.
      run.actor.send({ type: 'ENDORSE' });
      expect(run.actor.getSnapshot().matches({ locked: 'idle' })).toBe(true);
    });

    it('given it changed since it was read, when endorsing is refused (412), then it is read again with the message', async () => {
      const server = awaitingEndorsement();
      const run = start({ server });
      await waitFor(run.actor, (s) => s.matches('locked'));
      server.version = 'W/"7"';
      run.actor.send({ type: 'ENDORSE' });
      run.actor.send({ type: 'CONFIRM' });
      await waitFor(run.actor, (s) => s.matches('locked') && run.load.mock.calls.length === 2);
      expect(run.actor.getSnapshot().context.error).toBe(STALE);
      expect(run.endorsed).not.toHaveBeenCalled();
      // What it is now is what the member endorses next.
      run.actor.send({ type: 'ENDORSE' });
      run.actor.send({ type: 'CONFIRM' });
      await waitFor(run.actor, () => run.endorsed.mock.calls.length === 1);
      expect(run.endorse).toHaveBeenLastCalledWith({ version: 'W/"7"' });
    });
  });
});

describe('evaluation sheets', () => {
  const staffView: EvaluationView = {
    version: 'W/"3"',
    statusEval: 'PENDING',
    reviewStatus: 'REVIEWED',
    decision: null,
    allowedActions: ['SUBMIT'],
    editable: true,
    evaluator: { id: 'u1', name: 'Ana García' },
    endorsement: null,
    submitBlocker: null,
    completion: 3,
    totalPoint: 4,
    maxPoint: 165,
    criteria: CRITERIA.map(({ id, group }) => ({
      id,
      group,
      open: id === 'tradition',
      validated: false,
      completion: 0,
      points: 0,
      maxPoints: 15,
      answers: id === 'tradition' ? { q1: { points: 4, comment: 'Good' } } : {},
    })),
    missingInformation: 'Pictures of the workshop',
    commentaryCommittee: null,
  };

  it('reads points as the staff levels and a pending evaluation as editable', () => {
    const sheet = sheetOfEvaluation(staffView);
    expect(sheet.answers.tradition?.q1).toEqual({ choice: 'mostOfTheTime', comment: 'Good' });
    expect(sheet).toMatchObject({ editable: true, lockReason: null, maySubmit: true });
    expect(sheetOfEvaluation({ ...staffView, statusEval: 'SUBMITTED', editable: false }).lockReason).toBe(
      'sent',
    );
    // Another member's, unsent: read only, and the screen says whose it is.
    expect(sheetOfEvaluation({ ...staffView, editable: false, allowedActions: [] })).toMatchObject({
      lockReason: 'beingWritten',
      maySubmit: false,
      staff: { evaluator: { name: 'Ana García' } },
    });
    expect(sheetOfEvaluation({ ...staffView, editable: false, evaluator: null }).lockReason).toBe('readOnly');
  });

  it('says why an artisan cannot assess itself', () => {
    const view: SelfAssessmentView = {
      submitted: false,
      submitBlocker: null,
      completion: 0,
      totalPoint: 0,
      maxPoint: 165,
      criteria: [],
    };
    const artisan = { craftSet: true, selfAssessment: true };
    expect(sheetOfSelfAssessment(view, artisan).lockReason).toBeNull();
    expect(sheetOfSelfAssessment(view, { ...artisan, craftSet: false }).lockReason).toBe('craftFirst');
    expect(sheetOfSelfAssessment(view, { ...artisan, selfAssessment: false }).lockReason).toBe('notOffered');
    expect(sheetOfSelfAssessment({ ...view, submitted: true }, artisan).lockReason).toBe('sent');
  });

  it('lists what is missing with the shared rules, on the four-level scale too', () => {
    const draft: Draft = {
      tradition: {
        q1: { choice: 'no', comment: 'Not yet' },
        q2: { choice: 'always', comment: ' ' },
        q3: { choice: null, comment: 'No level' },
      },
    };
    const missing = missingOf('self', draft);
    expect(missing.withoutComment).toEqual(['tradition.q2']);
    expect(missing.unanswered.slice(0, 2)).toEqual(['tradition.q3', 'creativity.q1']);
    expect(missing.unanswered).toHaveLength(31);
  });

  it('keeps on the device only what differs from the server, and reads it back safely', () => {
    const saved: Draft = { tradition: { q1: { choice: 'often', comment: 'Same' } } };
    const draft: Draft = {
      tradition: { q1: { choice: 'often', comment: 'Same ' }, q2: { choice: 'always', comment: '' } },
    };
    expect(pendingOf(draft, saved)).toEqual({ tradition: { q2: { choice: 'always', comment: '' } } });
    expect(
      readDraft('self', { tradition: { q1: { choice: 'sometimes', comment: 'x' }, q9: {} }, bad: 1 }),
    ).toEqual({ tradition: { q1: { choice: null, comment: 'x' } } });
    expect(readDraft('staff', 'nonsense')).toEqual({});
  });
});
