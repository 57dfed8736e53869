import {
  assertNever,
  DomainError,
  MESSAGES,
  assertCan,
  isLanguage,
  type CampaignContent,
  type CampaignMessage,
  type Decider,
  type Role,
} from '@artisans/domain';

/** The wire contract the web sends too (libs/domain/src/contracts/campaigns.ts). */
export type {
  ArtisanAudience,
  CampaignAudience,
  CampaignContent,
  CampaignMessage,
  StaffAudience,
} from '@artisans/domain';

/** How many got the campaign in the end; every one of them is named in the campaign's rows. */
export type CampaignFigures = { sent: number; failed: number };

/**
 * A newsletter (issue 17): drafted, tried on its author, sent to N recipients, finished. Its
 * events carry the message and the audience's filters, never an address: recipients are ids.
 */
export type CampaignEvent =
  | { type: 'CampaignDrafted'; data: { campaignId: string } & CampaignContent }
  | { type: 'CampaignDraftChanged'; data: { campaignId: string } & CampaignContent }
  | {
      type: 'CampaignTestSent';
      /** The author tries the messages as they stand: one mail per language, to themselves. */
      data: { campaignId: string; recipientId: string; messages: CampaignMessage[] };
    }
  | {
      type: 'CampaignSent';
      data: {
        campaignId: string;
        recipientCount: number;
        artisanCount: number;
        staffCount: number;
        /** The messages as sent: the history shows what people received. */
        messages: CampaignMessage[];
      };
    }
  | { type: 'CampaignFinished'; data: { campaignId: string } & CampaignFigures }
  | { type: 'CampaignRecipientUnsubscribed'; data: { campaignId: string; recipientId: string } };

export type CampaignActor = { id: string; role: Role };

export type CampaignCommand =
  | { type: 'DraftCampaign'; campaignId: string; content: CampaignContent; actor: CampaignActor }
  | { type: 'ChangeCampaignDraft'; campaignId: string; content: CampaignContent; actor: CampaignActor }
  | { type: 'SendCampaignTest'; campaignId: string; actor: CampaignActor }
  | {
      type: 'SendCampaign';
      campaignId: string;
      recipients: { artisans: number; staff: number };
      actor: CampaignActor;
    }
  | { type: 'FinishCampaign'; campaignId: string; figures: CampaignFigures }
  | { type: 'RecordUnsubscribe'; campaignId: string; recipientId: string };

export type CampaignState =
  | { status: 'none' }
  | { status: 'draft'; content: CampaignContent }
  | { status: 'sending'; content: CampaignContent; recipientCount: number; unsubscribed: string[] }
  | { status: 'finished'; content: CampaignContent; recipientCount: number; unsubscribed: string[] };

export const CAMPAIGN_SUBJECT_MAX_LENGTH = 200;
export const CAMPAIGN_HTML_MAX_LENGTH = 100_000;

export const CAMPAIGN_MESSAGES = {
  noMessage: 'Write the message in at least one language.',
  englishNeeded: 'Write the message in English too: recipients whose language is missing receive it.',
  duplicateLanguage: 'Each language has one message.',
  subjectRequired: 'Each message needs a subject (at most 200 characters).',
  bodyRequired: 'Each message needs a text (at most 100,000 characters).',
  noAudience: 'Choose the artisans, the staff members, or both.',
  noRecipients: 'No one matches this audience.',
  notDraft: 'This campaign has been sent already.',
  notSending: 'This campaign is not being sent.',
} as const;

const invalid = (message: string) => new DomainError('invalid', message);

/** What a message needs to be sendable: one per language, English among them, nothing empty. */
export function checkContent(content: CampaignContent): void {
  const { messages, audience } = content;
  if (messages.length === 0) throw invalid(CAMPAIGN_MESSAGES.noMessage);
  const languages = messages.map((message) => message.language);
  if (languages.some((language) => !isLanguage(language)) || new Set(languages).size !== languages.length)
    throw invalid(CAMPAIGN_MESSAGES.duplicateLanguage);
  if (!languages.includes('en')) throw invalid(CAMPAIGN_MESSAGES.englishNeeded);
  for (const { subject, html } of messages) {
    if (subject.trim() === '' || subject.length > CAMPAIGN_SUBJECT_MAX_LENGTH)
      throw invalid(CAMPAIGN_MESSAGES.subjectRequired);
    if (html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html))
      throw invalid(CAMPAIGN_MESSAGES.bodyRequired);
    if (html.length > CAMPAIGN_HTML_MAX_LENGTH) throw invalid(CAMPAIGN_MESSAGES.bodyRequired);
  }
  if (!audience.artisans && !audience.staff) throw invalid(CAMPAIGN_MESSAGES.noAudience);
}

/** The message a recipient gets: theirs, else the English one. */
export function messageFor(messages: readonly CampaignMessage[], language: string): CampaignMessage {
  const own = messages.find((message) => message.language === language);
  const english = messages.find((message) => message.language === 'en');
  const chosen = own ?? english ?? messages[0];
  if (!chosen) throw invalid(CAMPAIGN_MESSAGES.noMessage);
  return chosen;
}

function notFound(): DomainError {
  return new DomainError('not_found', MESSAGES.notFound, 'not-found');
}

export const campaignDecider: Decider<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CampaignDrafted':
      case 'CampaignDraftChanged': {
        const { messages, audience } = event.data;
        return { status: 'draft', content: { messages, audience } };
      }
      case 'CampaignTestSent':
        return state;
      case 'CampaignSent':
        if (state.status !== 'draft') return state;
        return {
          status: 'sending',
          content: { ...state.content, messages: event.data.messages },
          recipientCount: event.data.recipientCount,
          unsubscribed: [],
        };
      case 'CampaignFinished':
        if (state.status !== 'sending') return state;
        return { ...state, status: 'finished' };
      case 'CampaignRecipientUnsubscribed':
        if (state.status !== 'sending' && state.status !== 'finished') return state;
        return { ...state, unsubscribed: [...state.unsubscribed, event.data.recipientId] };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'DraftCampaign': {
        assertCan(command.actor, 'communication.send');
        if (state.status !== 'none') throw new DomainError('conflict', 'This campaign exists already.');
        checkContent(command.content);
        return [{ type: 'CampaignDrafted', data: { campaignId: command.campaignId, ...command.content } }];
      }
      case 'ChangeCampaignDraft': {
        assertCan(command.actor, 'communication.send');
        if (state.status === 'none') throw notFound();
        if (state.status !== 'draft') throw new DomainError('conflict', CAMPAIGN_MESSAGES.notDraft);
        checkContent(command.content);
        if (JSON.stringify(state.content) === JSON.stringify(command.content)) return [];
        return [
          { type: 'CampaignDraftChanged', data: { campaignId: command.campaignId, ...command.content } },
        ];
      }
      case 'SendCampaignTest': {
        assertCan(command.actor, 'communication.send');
        if (state.status === 'none') throw notFound();
        return [
          {
            type: 'CampaignTestSent',
            data: {
              campaignId: command.campaignId,
              recipientId: command.actor.id,
              messages: state.content.messages,
            },
          },
        ];
      }
      case 'SendCampaign': {
        assertCan(command.actor, 'communication.send');
        if (state.status === 'none') throw notFound();
        if (state.status !== 'draft') throw new DomainError('conflict', CAMPAIGN_MESSAGES.notDraft);
        const { artisans, staff } = command.recipients;
        if (artisans + staff === 0) throw invalid(CAMPAIGN_MESSAGES.noRecipients);
        return [
          {
            type: 'CampaignSent',
            data: {
              campaignId: command.campaignId,
              recipientCount: artisans + staff,
              artisanCount: artisans,
              staffCount: staff,
              messages: state.content.messages,
            },
          },
        ];
      }
      case 'FinishCampaign': {
        if (state.status === 'finished') return [];
        if (state.status !== 'sending') throw new DomainError('conflict', CAMPAIGN_MESSAGES.notSending);
        return [{ type: 'CampaignFinished', data: { campaignId: command.campaignId, ...command.figures } }];
      }
      case 'RecordUnsubscribe': {
        if (state.status !== 'sending' && state.status !== 'finished') return [];
        // Once per recipient and campaign: a second click changes nothing.
        if (state.unsubscribed.includes(command.recipientId)) return [];
        return [
          {
            type: 'CampaignRecipientUnsubscribed',
            data: { campaignId: command.campaignId, recipientId: command.recipientId },
          },
        ];
      }
    }
  },
};

export const campaignStreamId = (campaignId: string) => `campaign-${campaignId}`;
