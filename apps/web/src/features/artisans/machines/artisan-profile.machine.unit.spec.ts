import { describe, expect, it, jest } from '@jest/globals';
import { createActor, waitFor } from 'xstate';
import { promiseActors, waitForErrorIn } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import { EMPTY_PROFILE, type ProfileValues } from '../components/profile/profile-rules';
import { FileSyncError, NO_PENDING_FILES, type PendingFiles } from '../components/profile/sync-files';
import { artisanProfileMachine } from './artisan-profile.machine';

const YEAR = 2026;
const ID = '0b6f6a54-5f0e-4c4f-9d0a-2a8f4f0a1b2c';

const COMPLETE: ProfileValues = {
  ...EMPTY_PROFILE,
  title: 'Ms.',
  firstName: 'Marie',
  lastName: 'Curie',
  craftMaterail: '/api/craft_materails/4',
  inActivity: '1998',
  country: '/api/countries/250',
};

const picture = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

type Calls = { create?: Error; update?: Error; sync?: Error; remove?: Error };

function start(artisanId: string | null, calls: Calls = {}) {
  const createArtisan = jest.fn(async (_: { values: ProfileValues }) => {
    if (calls.create) throw calls.create;
    return { id: ID };
  });
  const updateArtisan = jest.fn(async (_: { id: string; values: ProfileValues }) => {
    if (calls.update) throw calls.update;
  });
  const syncFiles = jest.fn(async (_: { id: string; files: PendingFiles }) => {
    if (calls.sync) throw calls.sync;
  });
  const deleteArtisan = jest.fn(async (_: { id: string }) => {
    if (calls.remove) throw calls.remove;
  });
  const saved = jest.fn((_: { artisanId: string; created: boolean }) => undefined);
  const settled = jest.fn((_: { artisanId: string }) => undefined);
  const actor = createActor(
    artisanProfileMachine.provide({
      actors: promiseActors({ createArtisan, updateArtisan, syncFiles, deleteArtisan }),
      actions: {
        profileSaved: (_, params) => saved(params),
        filesSettled: (_, params) => settled(params),
      },
    }),
    { input: { artisanId, currentYear: YEAR } },
  );
  actor.start();
  return { actor, createArtisan, updateArtisan, syncFiles, deleteArtisan, saved, settled };
}

describe('artisan profile machine', () => {
  describe('adding an artisan', () => {
    it('given missing mandatory fields, when saving, then nothing is sent and the form says so', () => {
      const { actor, createArtisan } = start(null);
      actor.send({ type: 'SAVE', values: { ...COMPLETE, country: '' } });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context).toMatchObject({ attempted: true, incomplete: true });
      expect(createArtisan).not.toHaveBeenCalled();
    });

    it('given a complete form and pictures, when saving, then it creates, sends the files and offers the evaluation', async () => {
      const { actor, createArtisan, syncFiles, saved, settled } = start(null);
      actor.send({ type: 'FILES.ADD_PICTURES', files: [picture('a.png'), picture('b.png')] });
      actor.send({ type: 'FILES.SET_DOCUMENT', file: pdf });
      actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(actor, (s) => s.matches('offer'));
      expect(createArtisan).toHaveBeenCalledWith({ values: COMPLETE });
      expect(saved).toHaveBeenCalledWith({ artisanId: ID, created: true });
      const sent = syncFiles.mock.calls[0]?.[0];
      expect(sent?.id).toBe(ID);
      expect(sent?.files.pictures.map((file) => file.name)).toEqual(['a.png', 'b.png']);
      expect(sent?.files.document?.name).toBe('cv.pdf');
      expect(settled).toHaveBeenCalledWith({ artisanId: ID });
      expect(actor.getSnapshot().context.files).toEqual(NO_PENDING_FILES);
    });

    it('given no files, when saving, then it creates and offers the evaluation without sending files', async () => {
      const { actor, syncFiles } = start(null);
      actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(actor, (s) => s.matches('offer'));
      expect(syncFiles).not.toHaveBeenCalled();
    });

    it('given the offer, when the user begins the evaluation or says later, then the flow ends there', async () => {
      const first = start(null);
      first.actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(first.actor, (s) => s.matches('offer'));
      first.actor.send({ type: 'BEGIN_EVALUATION' });
      expect(first.actor.getSnapshot().value).toBe('evaluation');
      expect(first.actor.getSnapshot().status).toBe('done');

      const second = start(null);
      second.actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(second.actor, (s) => s.matches('offer'));
      second.actor.send({ type: 'LATER' });
      expect(second.actor.getSnapshot().value).toBe('list');
    });

    it('given the creation is refused, when saving, then the form shows the server message and nothing is created', async () => {
      const refusal = new ApiError({
        status: 409,
        detail: 'This email already exists',
        code: 'email-exists',
      });
      const { actor, syncFiles, saved } = start(null, { create: refusal });
      actor.send({ type: 'FILES.ADD_PICTURES', files: [picture('a.png')] });
      actor.send({ type: 'SAVE', values: COMPLETE });
      await waitForErrorIn(actor, 'editing');
      expect(actor.getSnapshot().context).toMatchObject({
        artisanId: null,
        error: refusal,
        failedAt: 'profile',
      });
      expect(actor.getSnapshot().context.files.pictures).toHaveLength(1);
      expect(syncFiles).not.toHaveBeenCalled();
      expect(saved).not.toHaveBeenCalled();
    });

    it('given a refused file, when saving, then the artisan stays saved, the file stays pending and the offer waits for the next save', async () => {
      const refusal = new ApiError({
        status: 400,
        detail: 'The file is not the right file type',
        code: 'wrong-file-type',
      });
      const bad = picture('fake.png');
      const remaining = { ...NO_PENDING_FILES, pictures: [bad] };
      const run = start(null, { sync: new FileSyncError(refusal, remaining) });
      run.actor.send({ type: 'FILES.ADD_PICTURES', files: [bad] });
      run.actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(run.actor, (s) => s.matches('editing') && s.context.failedAt === 'files');
      const { context } = run.actor.getSnapshot();
      expect(context).toMatchObject({ artisanId: ID, created: true, offered: false, error: refusal });
      expect(context.files.pictures).toEqual([bad]);
      expect(run.saved).toHaveBeenCalledWith({ artisanId: ID, created: true });
      expect(run.settled).toHaveBeenCalledWith({ artisanId: ID });

      // The user drops the refused file and saves again: an update this time, then the offer.
      run.actor.send({ type: 'FILES.DROP_PICTURE', index: 0 });
      run.actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(run.actor, (s) => s.matches('offer'));
      expect(run.createArtisan).toHaveBeenCalledTimes(1);
      expect(run.updateArtisan).toHaveBeenCalledWith({ id: ID, values: COMPLETE });
    });
  });

  describe('editing an artisan', () => {
    it('given a complete form, when saving, then it updates and goes back to editing without an offer', async () => {
      const { actor, updateArtisan, saved } = start(ID);
      actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(actor, (s) => s.matches('editing') && saved.mock.calls.length > 0);
      expect(updateArtisan).toHaveBeenCalledWith({ id: ID, values: COMPLETE });
      expect(saved).toHaveBeenCalledWith({ artisanId: ID, created: false });
      expect(actor.getSnapshot().context.offered).toBe(false);
    });

    it('marks stored files for removal, and removing a new PDF only drops it', () => {
      const { actor } = start(ID);
      actor.send({ type: 'FILES.REMOVE_PICTURE', fileId: 'p1' });
      actor.send({ type: 'FILES.REMOVE_PICTURE', fileId: 'p1' });
      actor.send({ type: 'FILES.SET_DOCUMENT', file: pdf });
      actor.send({ type: 'FILES.REMOVE_DOCUMENT' });
      expect(actor.getSnapshot().context.files).toEqual({
        ...NO_PENDING_FILES,
        removedPictures: ['p1'],
      });
      actor.send({ type: 'FILES.REMOVE_DOCUMENT' });
      expect(actor.getSnapshot().context.files.removeDocument).toBe(true);
    });

    it('given an update refused by the server, then the message is kept for the form', async () => {
      const refusal = new ApiError({ status: 403, detail: 'You are not allowed to do this.' });
      const { actor, syncFiles } = start(ID, { update: refusal });
      actor.send({ type: 'FILES.ADD_PICTURES', files: [picture('a.png')] });
      actor.send({ type: 'SAVE', values: COMPLETE });
      await waitFor(actor, (s) => s.context.failedAt === 'profile');
      expect(actor.getSnapshot().context.error).toBe(refusal);
      expect(syncFiles).not.toHaveBeenCalled();
    });
  });

  describe('deleting an artisan', () => {
    it('asks for a confirmation, and cancelling deletes nothing', () => {
      const { actor, deleteArtisan } = start(ID);
      actor.send({ type: 'DELETE' });
      expect(actor.getSnapshot().value).toBe('confirmDelete');
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(deleteArtisan).not.toHaveBeenCalled();
    });

    it('deletes once confirmed', async () => {
      const { actor, deleteArtisan } = start(ID);
      actor.send({ type: 'DELETE' });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.matches('deleted'));
      expect(deleteArtisan).toHaveBeenCalledWith({ id: ID });
    });

    it('shows a refused delete on the form', async () => {
      const refusal = new ApiError({ status: 403, detail: 'You are not allowed to do this.' });
      const { actor } = start(ID, { remove: refusal });
      actor.send({ type: 'DELETE' });
      actor.send({ type: 'CONFIRM' });
      await waitFor(actor, (s) => s.context.failedAt === 'delete');
      expect(actor.getSnapshot().value).toBe('editing');
    });

    it('cannot delete an artisan that is not created yet', () => {
      const { actor } = start(null);
      actor.send({ type: 'DELETE' });
      expect(actor.getSnapshot().value).toBe('editing');
    });
  });
});
