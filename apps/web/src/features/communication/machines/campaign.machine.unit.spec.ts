import { describe, expect, it, jest } from '@jest/globals';
import { createActor, waitFor } from 'xstate';
import { promiseActors } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import type { Campaign, CampaignContent } from '../api/campaigns';
import { campaignMachine } from './campaign.machine';

const CONTENT: CampaignContent = {
  messages: [
    { language: 'en', subject: 'News', html: '<p>Hello</p>' },
    { language: 'fr', subject: 'Nouvelles', html: '<p>Bonjour</p>' },
  ],
  audience: {
    artisans: { countries: [1], craftMaterials: [], statusEval: [], recommendations: [] },
    staff: null,
  },
};

const campaign = (id: string, status: Campaign['status'] = 'draft'): Campaign => ({
  id,
  status,
  messages: CONTENT.messages,
  createdBy: 'Ada Admin',
  createdAt: '2026-11-26T10:00:00.000Z',
  testSentAt: null,
  sentAt: null,
  finishedAt: null,
  recipients: { artisans: 2, staff: 0, total: 2 },
  progress: { sent: 0, failed: 0, waiting: 2 },
  unsubscribed: 0,
});

/** The API as a fake: drafts get c-1, c-2…; `fail` makes the named call throw once. */
function start(fail: Partial<Record<'save' | 'test' | 'send', Error>> = {}) {
  let drafted = 0;
  const saveDraft = jest.fn(async (input: { id: string | null; content: CampaignContent }) => {
    if (fail.save) throw fail.save;
    if (input.id) return campaign(input.id);
    drafted += 1;
    return campaign(`c-${drafted}`);
  });
  const sendTest = jest.fn(async (_: { id: string }) => {
    if (fail.test) throw fail.test;
    return undefined;
  });
  const sendCampaign = jest.fn(async ({ id }: { id: string }) => {
    if (fail.send) throw fail.send;
    return campaign(id, 'sending');
  });
  const testSent = jest.fn();
  const campaignSent = jest.fn((_: { campaignId: string }) => undefined);
  const actor = createActor(
    campaignMachine.provide({
      actors: promiseActors({ saveDraft, sendTest, sendCampaign }),
      actions: { testSent: () => testSent(), campaignSent: (_, params) => campaignSent(params) },
    }),
  );
  actor.start();
  return { actor, saveDraft, sendTest, sendCampaign, testSent, campaignSent };
}

describe('writing and sending a campaign', () => {
  it('Given a message, When a test is asked for, Then the draft is saved, the test mailed, and writing goes on', async () => {
    const { actor, saveDraft, sendTest, testSent } = start();
    actor.send({ type: 'SEND_TEST', content: CONTENT });
    await waitFor(actor, (s) => s.matches('composing') && s.context.testSent);
    expect(saveDraft).toHaveBeenCalledWith({ id: null, content: CONTENT });
    expect(sendTest).toHaveBeenCalledWith({ id: 'c-1' });
    expect(testSent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.campaignId).toBe('c-1');
  });

  it('Given a test sent, When the text changes and it is sent, Then the same draft is changed, not drafted again', async () => {
    const { actor, saveDraft, sendCampaign, campaignSent } = start();
    actor.send({ type: 'SEND_TEST', content: CONTENT });
    await waitFor(actor, (s) => s.context.testSent);
    actor.send({ type: 'EDITED' });
    expect(actor.getSnapshot().context.testSent).toBe(false);
    actor.send({ type: 'SEND', content: CONTENT, recipients: 2 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.recipients).toBe(2);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saveDraft).toHaveBeenLastCalledWith({ id: 'c-1', content: CONTENT });
    expect(sendCampaign).toHaveBeenCalledWith({ id: 'c-1' });
    expect(campaignSent).toHaveBeenCalledWith({ campaignId: 'c-1' });
  });

  it('Given the confirmation, When it is cancelled, Then nothing is saved nor sent', () => {
    const { actor, saveDraft, sendCampaign } = start();
    actor.send({ type: 'SEND', content: CONTENT, recipients: 2 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('composing');
    expect(saveDraft).not.toHaveBeenCalled();
    expect(sendCampaign).not.toHaveBeenCalled();
  });

  it('Given the API refuses the content, When a test is asked for, Then writing goes on with its message and no test', async () => {
    const refused = new ApiError({ status: 400, detail: 'Write the message in English too.' });
    const { actor, sendTest } = start({ save: refused });
    actor.send({ type: 'SEND_TEST', content: CONTENT });
    await waitFor(actor, (s) => s.matches('composing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(refused);
    expect(sendTest).not.toHaveBeenCalled();
  });

  it('Given no one matches any more, When the send is confirmed, Then writing goes on with the message and the draft kept', async () => {
    const refused = new ApiError({ status: 400, detail: 'No one matches this audience.' });
    const { actor, campaignSent } = start({ send: refused });
    actor.send({ type: 'SEND', content: CONTENT, recipients: 2 });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('composing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ campaignId: 'c-1', error: refused });
    expect(campaignSent).not.toHaveBeenCalled();
  });

  it('Given a call under way, When cancel is pressed, Then it is ignored', async () => {
    const { actor } = start();
    actor.send({ type: 'SEND', content: CONTENT, recipients: 2 });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    expect(['savingForSend', 'sending']).toContain(actor.getSnapshot().value);
    await waitFor(actor, (s) => s.status === 'done');
  });
});
