import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { greenListCatalogue } from '@artisans/domain/green-list-catalogue';
import { completeGreenList } from '@artisans/domain/testing/green-list-examples';
import {
  nextGreenListStatus,
  type GreenListLifecycleEvent,
} from '@artisans/domain/green-list-lifecycle.machine';
import { greenListAccess } from '@artisans/domain/green-list-permissions';
import {
  EMPTY_GREEN_LIST_SHEET,
  GREEN_LIST_MESSAGES,
  greenListCompletion,
  greenListScore,
  materialsShareTotal,
  sendProblems,
  type GreenListSheet,
} from '@artisans/domain/green-list-rules';
import type { Role } from '@artisans/domain/roles';
import type { GreenListStatus } from '@artisans/domain/statuses';
import { ApiError } from '../../../lib/http/api-error';
import type { GreenListView } from '../api/get-green-list';
import type { GreenListPatch } from '../api/save-green-list-answers';
import { greenListMachine, retryDelayMs, type GreenListInput, type ReviewStep } from './green-list.machine';
import { withPatch } from './green-list-sheet';

const catalogue = greenListCatalogue(1);
const ARTISAN = 'artisan-1';
const problem = (status: number, detail: string, code?: string) => new ApiError({ status, detail, code });

/** A tiny server: one Green List as the API keeps it, its version, and who is asking. */
class FakeServer {
  status: GreenListStatus | null = 'AVAILABLE';
  sheet: GreenListSheet = EMPTY_GREEN_LIST_SHEET;
  version = 1;
  role: Role = 'ROLE_ARTISAN';
  request: { missing: string; codes: string[] } | null = null;
  saves: { patch: GreenListPatch; version: string | null }[] = [];
  /** A failure the next save answers with. */
  failNextSave: ApiError | undefined;

  view(): GreenListView {
    if (this.status === null)
      throw problem(404, GREEN_LIST_MESSAGES.notAvailable, 'green-list-not-available');
    const actor = {
      accountId: this.role === 'ROLE_ARTISAN' ? ARTISAN : 'staff',
      role: this.role,
      changesArtisan: true,
    };
    const access = greenListAccess(actor, ARTISAN, this.status);
    return {
      version: `"${this.version}"`,
      id: ARTISAN,
      status: this.status,
      catalogueVersion: 1,
      answers: this.sheet.answers,
      materials: this.sheet.materials,
      materialsShare: materialsShareTotal(this.sheet),
      completion: greenListCompletion(catalogue, this.sheet),
      score: greenListScore(catalogue, this.sheet),
      totalPoint: null,
      sendProblems: sendProblems(catalogue, this.sheet),
      informationRequest: this.status === 'PENDING' ? this.request : null,
      review: null,
      ...access,
    };
  }

  private step(event: GreenListLifecycleEvent, version: string | null) {
    if (version !== null && version !== `"${this.version}"`) throw problem(412, 'Changed since');
    const next = this.status && nextGreenListStatus(this.status, event);
    if (!next) throw problem(409, GREEN_LIST_MESSAGES.locked);
    this.status = next;
    this.version += 1;
  }

  save = async ({ patch, version }: { patch: GreenListPatch; version: string | null }) => {
    this.saves.push({ patch, version });
    const failure = this.failNextSave;
    this.failNextSave = undefined;
    if (failure) throw failure;
    this.step({ type: 'RECORD_ANSWERS' }, version);
    this.sheet = withPatch(this.sheet, patch);
    return this.view();
  };

  submit = async ({ version }: { version: string | null }) => {
    const problems = sendProblems(catalogue, this.sheet);
    if (problems.length > 0) throw problem(400, problems[0]!.message);
    this.step({ type: 'SUBMIT' }, version);
    return this.view();
  };

  review = async ({ review, version }: { review: ReviewStep; version: string | null }) => {
    this.step({ type: review.step }, version);
    if (review.step === 'ASK_FOR_INFORMATION')
      this.request = { missing: review.missing, codes: review.codes };
    return this.view();
  };
}

function start(server: FakeServer, input: GreenListInput = {}) {
  const stepChanged = jest.fn();
  const sent = jest.fn();
  const reviewed = jest.fn();
  const actor = createActor(
    greenListMachine.provide({
      actors: {
        load: fromPromise(async () => server.view()),
        save: fromPromise(({ input: call }) => server.save(call)),
        submit: fromPromise(({ input: call }) => server.submit(call)),
        review: fromPromise(({ input: call }) => server.review(call)),
      },
      actions: {
        stepChanged: (_, params) => stepChanged(params.step),
        sent: () => sent(),
        reviewed: (_, params) => reviewed(params.step),
      },
    }),
    { input: { autosaveMs: 5, ...input } },
  );
  actor.start();
  return { actor, stepChanged, sent, reviewed };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ answering: { autosave: 'idle' } }) && s.context.view !== null);

describe('the Green List machine (My Green List and its review)', () => {
  it('Given the evaluation is not selected yet, Then it says so rather than failing', async () => {
    const server = new FakeServer();
    server.status = null;
    const { actor } = start(server);
    await waitFor(actor, (s) => s.matches('notAvailable'));
  });

  it('Given an open Green List, Then it resumes at the first section not complete, or the step this device showed', async () => {
    const server = new FakeServer();
    server.status = 'IN PROGRESS';
    server.sheet = { answers: completeGreenList(catalogue).answers, materials: [] };
    const first = start(server);
    await settled(first.actor);
    expect(first.actor.getSnapshot().context.step).toBe('sourcing');
    const again = start(server, { step: 'use' });
    await settled(again.actor);
    expect(again.actor.getSnapshot().context.step).toBe('use');
  });

  it('Given answers, Then they are saved after the idle time with the ETag held, and the status follows the server', async () => {
    const server = new FakeServer();
    const { actor } = start(server);
    await settled(actor);
    actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 4 } });
    actor.send({ type: 'ANSWER', target: { code: 'c1' }, answer: { value: 'Atelier Rossi' } });
    expect(actor.getSnapshot().matches({ answering: { autosave: 'dirty' } })).toBe(true);
    await waitFor(actor, (s) => s.context.saved && s.matches({ answering: { autosave: 'idle' } }));
    expect(server.saves).toEqual([
      { patch: { answers: { p3: { value: 4 }, c1: { value: 'Atelier Rossi' } } }, version: '"1"' },
    ]);
    expect(actor.getSnapshot().context.view?.status).toBe('IN PROGRESS');
    expect(actor.getSnapshot().context.view?.version).toBe('"2"');
  });

  it('Given a change of section, Then what waits is saved at once and the step is remembered', async () => {
    const server = new FakeServer();
    const { actor, stepChanged } = start(server, { autosaveMs: 60_000 });
    await settled(actor);
    actor.send({ type: 'ANSWER', target: { code: 'c3' }, answer: { value: 1987 } });
    actor.send({ type: 'GO', step: 'sourcing' });
    await waitFor(actor, (s) => s.context.saved);
    expect(stepChanged).toHaveBeenCalledWith('sourcing');
    expect(server.saves).toHaveLength(1);
  });

  it('Given the Green List changed on another device (412), Then it is read again with the unsaved input on top, and saved', async () => {
    const server = new FakeServer();
    const { actor } = start(server);
    await settled(actor);
    // Another device saved meanwhile: the version held is old.
    server.sheet = { answers: { c3: { value: 1990 } }, materials: [] };
    server.status = 'IN PROGRESS';
    server.version = 7;
    actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 5 } });
    await waitFor(
      actor,
      (s) => s.context.view?.version === '"8"' && s.matches({ answering: { autosave: 'idle' } }),
    );
    expect(server.saves.map((save) => save.version)).toEqual(['"1"', '"7"']);
    expect(server.sheet.answers).toEqual({ c3: { value: 1990 }, p3: { value: 5 } });
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
  });

  it('Given a save that fails on the network, Then it is tried again and nothing is lost', async () => {
    expect(retryDelayMs(1)).toBe(2_000);
    expect(retryDelayMs(10)).toBe(30_000);
    const server = new FakeServer();
    const { actor } = start(server);
    await settled(actor);
    server.failNextSave = new ApiError({ status: 0 });
    actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 2 } });
    await waitFor(actor, (s) => s.matches({ answering: { autosave: 'retrying' } }));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.context.saved && s.matches({ answering: { autosave: 'idle' } }));
    expect(server.sheet.answers.p3).toEqual({ value: 2 });
  });

  it('Given answers missing, Then sending is not offered; complete, Then it asks first, saves, sends and locks', async () => {
    const server = new FakeServer();
    const { actor, sent } = start(server);
    await settled(actor);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches({ answering: { flow: 'idle' } })).toBe(true);
    const complete = completeGreenList(catalogue);
    for (const [code, answer] of Object.entries(complete.answers))
      actor.send({ type: 'ANSWER', target: { code }, answer });
    for (const material of complete.materials) {
      actor.send({ type: 'MATERIAL', edit: { kind: 'add', id: material.id } });
      for (const [code, answer] of Object.entries(material.answers))
        actor.send({ type: 'ANSWER', target: { code, materialId: material.id }, answer });
    }
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches({ answering: { flow: 'confirming' } })).toBe(true);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SEND' });
    actor.send({ type: 'CONFIRM' });
    // Edits wait while it is sent.
    actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 1 } });
    await waitFor(actor, (s) => s.matches('readOnly'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(server.status).toBe('SUBMITTED');
    expect(server.sheet.answers.p3).toEqual(complete.answers.p3);
    // Locked: answers are not taken any more.
    actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 1 } });
    expect(actor.getSnapshot().context.draft.answers.p3).toEqual(complete.answers.p3);
  });

  it('Given the sending refused (400), Then the message is kept and the artisan goes on answering', async () => {
    const server = new FakeServer();
    server.status = 'IN PROGRESS';
    server.sheet = completeGreenList(catalogue);
    const { actor } = start(server);
    await settled(actor);
    actor.send({ type: 'SEND' });
    server.sheet = { ...server.sheet, materials: server.sheet.materials.slice(0, 1) };
    server.version = 1;
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().matches({ answering: { flow: 'idle' } })).toBe(true);
    expect((actor.getSnapshot().context.error as ApiError).detail).toBe(GREEN_LIST_MESSAGES.sourcingGoal(60));
  });

  it('Given the foundation reviews, Then it starts, asks for information (PENDING), the artisan changes only that, and it completes', async () => {
    const server = new FakeServer();
    server.status = 'SUBMITTED';
    server.sheet = completeGreenList(catalogue);
    server.role = 'ROLE_ADMIN';
    const staff = start(server);
    await waitFor(staff.actor, (s) => s.matches({ readOnly: 'idle' }));
    // The forms are for the steps with a text; the start is one click.
    staff.actor.send({ type: 'OPEN_REVIEW', step: 'START_REVIEW' });
    expect(staff.actor.getSnapshot().matches({ readOnly: 'idle' })).toBe(true);
    staff.actor.send({ type: 'REVIEW', review: { step: 'COMPLETE', comment: '' } });
    expect(staff.actor.getSnapshot().matches({ readOnly: 'idle' })).toBe(true);
    staff.actor.send({ type: 'REVIEW', review: { step: 'START_REVIEW' } });
    await waitFor(
      staff.actor,
      (s) => s.context.view?.status === 'IN REVIEWAL' && s.matches({ readOnly: 'idle' }),
    );
    staff.actor.send({ type: 'OPEN_REVIEW', step: 'ASK_FOR_INFORMATION' });
    expect(staff.actor.getSnapshot().matches({ readOnly: 'confirmingReview' })).toBe(true);
    staff.actor.send({
      type: 'REVIEW',
      review: { step: 'ASK_FOR_INFORMATION', missing: 'Electricity use', codes: ['p2'] },
    });
    await waitFor(
      staff.actor,
      (s) => s.context.view?.status === 'PENDING' && s.matches({ readOnly: 'idle' }),
    );
    expect(staff.reviewed).toHaveBeenLastCalledWith('ASK_FOR_INFORMATION');

    server.role = 'ROLE_ARTISAN';
    const artisan = start(server);
    await settled(artisan.actor);
    artisan.actor.send({ type: 'ANSWER', target: { code: 'p3' }, answer: { value: 1 } });
    artisan.actor.send({ type: 'ANSWER', target: { code: 'p2' }, answer: { value: 3200 } });
    artisan.actor.send({ type: 'MATERIAL', edit: { kind: 'remove', id: 'oak' } });
    await waitFor(artisan.actor, (s) => s.context.saved && s.matches({ answering: { autosave: 'idle' } }));
    expect(server.saves.at(-1)?.patch).toEqual({ answers: { p2: { value: 3200 } } });
    artisan.actor.send({ type: 'SEND' });
    artisan.actor.send({ type: 'CONFIRM' });
    await waitFor(artisan.actor, (s) => s.matches('readOnly'));

    server.role = 'ROLE_ADMIN';
    const again = start(server);
    await waitFor(again.actor, (s) => s.matches({ readOnly: 'idle' }));
    again.actor.send({ type: 'REVIEW', review: { step: 'START_REVIEW' } });
    await waitFor(
      again.actor,
      (s) => s.context.view?.status === 'IN REVIEWAL' && s.matches({ readOnly: 'idle' }),
    );
    again.actor.send({ type: 'OPEN_REVIEW', step: 'COMPLETE' });
    again.actor.send({ type: 'REVIEW', review: { step: 'COMPLETE', comment: 'Thank you' } });
    await waitFor(again.actor, (s) => s.context.view?.status === 'COMPLETE');
    expect(again.reviewed).toHaveBeenLastCalledWith('COMPLETE');
  });

  it('Given a review step on an old version (412), Then the Green List is read again with the message', async () => {
    const server = new FakeServer();
    server.status = 'SUBMITTED';
    server.role = 'ROLE_ADMIN';
    const { actor } = start(server);
    await waitFor(actor, (s) => s.matches({ readOnly: 'idle' }));
    server.version = 5;
    actor.send({ type: 'REVIEW', review: { step: 'START_REVIEW' } });
    await waitFor(actor, (s) => s.matches({ readOnly: 'idle' }) && s.context.view?.version === '"5"');
    expect((actor.getSnapshot().context.error as ApiError).status).toBe(412);
  });
});
