import { assign, fromPromise, setup } from 'xstate';
import type { Campaign, CampaignContent } from '../api/campaigns';

export type CampaignFlowContext = {
  /** The draft on the server once saved: later saves change it rather than draft another. */
  campaignId: string | null;
  /** The content the last SEND_TEST or SEND carried. */
  content: CampaignContent | null;
  /** How many will receive it, read when the sending is asked for. */
  recipients: number;
  testSent: boolean;
  error: unknown;
};

export type CampaignFlowEvent =
  | { type: 'SEND_TEST'; content: CampaignContent }
  | { type: 'SEND'; content: CampaignContent; recipients: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'EDITED' };

const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/**
 * Writing and sending a campaign (issue 17):
 *
 * composing --SEND_TEST--> savingForTest --saved--> testing --done--> composing (testSent)
 * composing --SEND--> confirming --CONFIRM--> savingForSend --saved--> sending --done--> sent
 *                     confirming --CANCEL--> composing
 * any call that fails goes back to composing with the API's message; nothing can be cancelled
 * while a call runs. Every save names the draft saved before, so the campaign is drafted once.
 * A change of the text after a test (EDITED) means the test no longer shows what will be sent.
 * The calls are actors given by the screen (or by tests).
 */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignFlowContext,
    events: {} as CampaignFlowEvent,
  },
  actors: {
    saveDraft: fromPromise<Campaign, { id: string | null; content: CampaignContent }>(notProvided),
    sendTest: fromPromise<unknown, { id: string }>(notProvided),
    sendCampaign: fromPromise<Campaign, { id: string }>(notProvided),
  },
  actions: {
    /** The screen says the test is on its way. */
    testSent: () => undefined,
    /** The screen opens the campaign page. */
    campaignSent: (_, _params: { campaignId: string }) => undefined,
  },
}).createMachine({
  id: 'campaign',
  context: { campaignId: null, content: null, recipients: 0, testSent: false, error: null },
  initial: 'composing',
  states: {
    composing: {
      on: {
        SEND_TEST: {
          target: 'savingForTest',
          actions: assign({ content: ({ event }) => event.content, error: null }),
        },
        SEND: {
          target: 'confirming',
          actions: assign({
            content: ({ event }) => event.content,
            recipients: ({ event }) => event.recipients,
            error: null,
          }),
        },
        EDITED: { actions: assign({ testSent: false }) },
      },
    },
    savingForTest: {
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ id: context.campaignId, content: context.content as CampaignContent }),
        onDone: { target: 'testing', actions: assign({ campaignId: ({ event }) => event.output.id }) },
        onError: { target: 'composing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    testing: {
      invoke: {
        src: 'sendTest',
        input: ({ context }) => ({ id: context.campaignId as string }),
        onDone: { target: 'composing', actions: [assign({ testSent: true }), 'testSent'] },
        onError: { target: 'composing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'savingForSend',
        CANCEL: 'composing',
      },
    },
    savingForSend: {
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ id: context.campaignId, content: context.content as CampaignContent }),
        onDone: { target: 'sending', actions: assign({ campaignId: ({ event }) => event.output.id }) },
        onError: { target: 'composing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    sending: {
      invoke: {
        src: 'sendCampaign',
        input: ({ context }) => ({ id: context.campaignId as string }),
        onDone: {
          target: 'sent',
          actions: { type: 'campaignSent', params: ({ event }) => ({ campaignId: event.output.id }) },
        },
        onError: { target: 'composing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    sent: { type: 'final' },
  },
});
