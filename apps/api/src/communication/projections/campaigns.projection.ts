import { readModel } from '../../infrastructure/projections/projection';
import type { CampaignEvent } from '../domain/campaign.decider';

export const CAMPAIGNS_PROJECTION = 'campaigns';

/**
 * The campaigns as the history and the campaign page read them. While a campaign is being sent,
 * its live figures come from the worker's counters (CampaignProgress); CampaignFinished writes the
 * final ones here. campaign_recipients is not emptied on a rebuild: it is written with the events.
 */
export const campaignsProjection = readModel<CampaignEvent>({
  name: CAMPAIGNS_PROJECTION,
  tables: ['campaigns'],
  types: [
    'CampaignDrafted',
    'CampaignDraftChanged',
    'CampaignTestSent',
    'CampaignSent',
    'CampaignRecipientUnsubscribed',
    'CampaignFinished',
  ],
  async applyEvent(event, trx) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'CampaignDrafted': {
        const { campaignId, messages, audience } = event.data;
        await trx
          .insertInto('campaigns')
          .values({
            id: campaignId,
            status: 'draft',
            messages: JSON.stringify(messages),
            audience: JSON.stringify(audience),
            created_by: event.metadata.actorId,
            created_at: at,
            updated_at: at,
            sent_at: null,
            finished_at: null,
            test_sent_at: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        break;
      }
      case 'CampaignDraftChanged': {
        const { campaignId, messages, audience } = event.data;
        await trx
          .updateTable('campaigns')
          .set({ messages: JSON.stringify(messages), audience: JSON.stringify(audience), updated_at: at })
          .where('id', '=', campaignId)
          .execute();
        break;
      }
      case 'CampaignTestSent':
        await trx
          .updateTable('campaigns')
          .set({ test_sent_at: at })
          .where('id', '=', event.data.campaignId)
          .execute();
        break;
      case 'CampaignSent': {
        const { campaignId, recipientCount, artisanCount, staffCount, messages } = event.data;
        await trx
          .updateTable('campaigns')
          .set({
            status: 'sending',
            messages: JSON.stringify(messages),
            recipient_count: recipientCount,
            artisan_count: artisanCount,
            staff_count: staffCount,
            sent_at: at,
            updated_at: at,
          })
          .where('id', '=', campaignId)
          .execute();
        break;
      }
      case 'CampaignFinished': {
        const { campaignId, sent, failed } = event.data;
        await trx
          .updateTable('campaigns')
          .set({
            status: 'finished',
            sent_count: sent,
            failed_count: failed,
            finished_at: at,
            updated_at: at,
          })
          .where('id', '=', campaignId)
          .execute();
        break;
      }
      case 'CampaignRecipientUnsubscribed':
        await trx
          .updateTable('campaigns')
          .set((eb) => ({ unsubscribed_count: eb('unsubscribed_count', '+', 1) }))
          .where('id', '=', event.data.campaignId)
          .execute();
        break;
      default:
        break; // events of other streams
    }
  },
});
