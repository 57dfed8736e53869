import {
  CAMPAIGN_MESSAGES,
  campaignDecider,
  messageFor,
  type CampaignCommand,
  type CampaignContent,
  type CampaignEvent,
} from './campaign.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const admin = { id: 'a1', role: 'ROLE_ADMIN' as const };
const content: CampaignContent = {
  messages: [
    { language: 'en', subject: 'News', html: '<p>News</p>' },
    { language: 'fr', subject: 'Nouvelles', html: '<p>Nouvelles</p>' },
  ],
  audience: {
    artisans: { countries: [250], craftMaterials: [], statusEval: [], recommendations: [] },
    staff: null,
  },
};

const { given, when, refused } = deciderSpec(campaignDecider);

const drafted: CampaignEvent = { type: 'CampaignDrafted', data: { campaignId: 'c1', ...content } };
const sent: CampaignEvent = {
  type: 'CampaignSent',
  data: { campaignId: 'c1', recipientCount: 3, artisanCount: 3, staffCount: 0, messages: content.messages },
};

describe('campaign decider', () => {
  it('drafts, sends to N and finishes', () => {
    expect(when(given(), { type: 'DraftCampaign', campaignId: 'c1', content, actor: admin })).toEqual([
      drafted,
    ]);
    expect(
      when(given(drafted), {
        type: 'SendCampaign',
        campaignId: 'c1',
        recipients: { artisans: 3, staff: 0 },
        actor: admin,
      }),
    ).toEqual([sent]);
    expect(
      when(given(drafted, sent), {
        type: 'FinishCampaign',
        campaignId: 'c1',
        figures: { sent: 3, failed: 0 },
      }),
    ).toEqual([{ type: 'CampaignFinished', data: { campaignId: 'c1', sent: 3, failed: 0 } }]);
  });

  it('refuses roles without communication.send, empty audiences and a second send', () => {
    const network = { id: 'n1', role: 'ROLE_NETWORK_MEMBER' as const };
    expect(
      refused(given(), { type: 'DraftCampaign', campaignId: 'c1', content, actor: network }).message,
    ).toContain('not allowed');
    expect(
      refused(given(drafted), {
        type: 'SendCampaign',
        campaignId: 'c1',
        recipients: { artisans: 0, staff: 0 },
        actor: admin,
      }).message,
    ).toContain(CAMPAIGN_MESSAGES.noRecipients);
    expect(
      refused(given(drafted, sent), {
        type: 'SendCampaign',
        campaignId: 'c1',
        recipients: { artisans: 1, staff: 0 },
        actor: admin,
      }).message,
    ).toContain(CAMPAIGN_MESSAGES.notDraft);
    expect(
      refused(given(drafted, sent), { type: 'ChangeCampaignDraft', campaignId: 'c1', content, actor: admin })
        .message,
    ).toContain(CAMPAIGN_MESSAGES.notDraft);
  });

  it('needs an English message, one per language', () => {
    const french = { ...content, messages: content.messages.slice(1) };
    expect(
      refused(given(), { type: 'DraftCampaign', campaignId: 'c1', content: french, actor: admin }).message,
    ).toContain(CAMPAIGN_MESSAGES.englishNeeded);
  });

  it('counts an unsubscribe once per recipient', () => {
    const command: CampaignCommand = { type: 'RecordUnsubscribe', campaignId: 'c1', recipientId: 'r1' };
    const [event] = when(given(drafted, sent), command);
    expect(event?.type).toBe('CampaignRecipientUnsubscribed');
    expect(when(given(drafted, sent, event as CampaignEvent), command)).toEqual([]);
  });

  it('gives each recipient their language, else English', () => {
    expect(messageFor(content.messages, 'fr').subject).toBe('Nouvelles');
    expect(messageFor(content.messages, 'jp').subject).toBe('News');
  });
});
