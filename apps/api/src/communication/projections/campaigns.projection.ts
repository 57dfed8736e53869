import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../infrastructure/database/schema';
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
    const update = (campaignId: string, columns: UpdateObject<Database, 'campaigns'>) =>
      trx.updateTable('campaigns').set(columns).where('id', '=', campaignId).execute();
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
        await update(campaignId, {
          messages: JSON.stringify(messages),
          audience: JSON.stringify(audience),
          updated_at: at,
        });
        break;
      }
      case 'CampaignTestSent':
        await update(event.data.campaignId, { test_sent_at: at });
        break;
      case 'CampaignSent': {
        const { campaignId, recipientCount, artisanCount, staffCount, messages } = event.data;
        await update(campaignId, {
          status: 'sending',
          messages: JSON.stringify(messages),
          recipient_count: recipientCount,
          artisan_count: artisanCount,
          staff_count: staffCount,
          sent_at: at,
          updated_at: at,
        });
        break;
      }
      case 'CampaignFinished': {
        const { campaignId, sent, failed } = event.data;
        await update(campaignId, {
          status: 'finished',
          sent_count: sent,
          failed_count: failed,
          finished_at: at,
          updated_at: at,
        });
        break;
      }
      case 'CampaignRecipientUnsubscribed':
        await update(event.data.campaignId, { unsubscribed_count: sql`unsubscribed_count + 1` });
        break;
      default:
        break; // events of other streams
    }
  },
});
