import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES, type CampaignStatus } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';
import { CampaignProgress, progressOf, type CampaignProgressFigures } from './campaign-progress';
import type { CampaignAudience, CampaignMessage } from './domain/campaign.decider';

/** The wire contract the web reads too (libs/domain/src/contracts/campaigns.ts). */
export type { CampaignStatus };

export type CampaignView = {
  id: string;
  status: CampaignStatus;
  messages: CampaignMessage[];
  audience: CampaignAudience;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
  testSentAt: string | null;
  sentAt: string | null;
  finishedAt: string | null;
  recipients: { total: number; artisans: number; staff: number };
  progress: CampaignProgressFigures;
  unsubscribed: number;
};

/** The history and the campaign page: rows of the campaigns read model, live figures while sending. */
@Injectable()
export class CampaignsReader {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly progress: CampaignProgress,
  ) {}

  private query() {
    return this.db
      .selectFrom('campaigns as c')
      .leftJoin('staff_personal_data as p', 'p.account_id', 'c.created_by')
      .selectAll('c')
      .select(['p.first_name', 'p.last_name']);
  }

  async list(): Promise<CampaignView[]> {
    const rows = await this.query().orderBy('c.created_at', 'desc').orderBy('c.id').execute();
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async one(campaignId: string): Promise<CampaignView> {
    const row = await this.query().where('c.id', '=', campaignId).executeTakeFirst();
    if (!row) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    return this.view(row);
  }

  private async view(
    row: Awaited<ReturnType<ReturnType<CampaignsReader['query']>['executeTakeFirstOrThrow']>>,
  ) {
    const status = row.status as CampaignStatus;
    const figures =
      status === 'sending'
        ? await this.progress.figures(row.id)
        : { sent: row.sent_count, failed: row.failed_count };
    const view: CampaignView = {
      id: row.id,
      status,
      messages: row.messages as CampaignMessage[],
      audience: row.audience as CampaignAudience,
      createdBy:
        row.created_by === null
          ? null
          : {
              id: row.created_by,
              name:
                row.first_name === null
                  ? 'deleted account'
                  : `${row.first_name} ${row.last_name ?? ''}`.trim(),
            },
      createdAt: row.created_at.toISOString(),
      testSentAt: row.test_sent_at?.toISOString() ?? null,
      sentAt: row.sent_at?.toISOString() ?? null,
      finishedAt: row.finished_at?.toISOString() ?? null,
      recipients: { total: row.recipient_count, artisans: row.artisan_count, staff: row.staff_count },
      progress: progressOf(row.recipient_count, figures),
      unsubscribed: row.unsubscribed_count,
    };
    return view;
  }
}
