import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { STAFF_ROLES, type AudienceCount } from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import type { Session } from '../accounts/auth/session';
import type { ArtisanListFilters } from '../artisan-list/artisan-list.query';
import { ArtisanListReader } from '../artisan-list/artisan-list.reader';
import type { Db } from '../infrastructure/database/database';
import type { Database } from '../infrastructure/database/schema';
import { APP_CONFIG, DB } from '../infrastructure/tokens';
import type { ArtisanAudience, CampaignAudience, StaffAudience } from './domain/campaign.decider';

export type AudienceIds = { artisans: string[]; staff: string[] };
/** The wire contract the web reads too (libs/domain/src/contracts/campaigns.ts). */
export type { AudienceCount };

const nonEmpty = <T>(values: T[]): T[] | undefined => (values.length > 0 ? values : undefined);

/** The artisan list's filters that the audience narrows by; the rest stay open. */
function listFilters(audience: ArtisanAudience): ArtisanListFilters {
  return {
    page: 1,
    search: [],
    order: 'asc',
    countries: nonEmpty(audience.countries),
    craftMaterials: nonEmpty(audience.craftMaterials),
    statusEval: nonEmpty(audience.statusEval),
    recommendations: nonEmpty(audience.recommendations),
  };
}

/**
 * Who a campaign reaches: artisans who accepted news (isReceiveNews) and have an address, among
 * those the artisan list shows the sender for these filters; and active staff members of the roles
 * and countries chosen, the hidden accounts left out. The count shown before sending and the
 * recipients recorded at sending come from the same queries.
 */
@Injectable()
export class CampaignAudienceReader {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly artisanList: ArtisanListReader,
  ) {}

  async count(session: Session, audience: CampaignAudience): Promise<AudienceCount> {
    const ids = await this.ids(session, audience);
    return {
      artisans: ids.artisans.length,
      staff: ids.staff.length,
      total: ids.artisans.length + ids.staff.length,
    };
  }

  async ids(
    session: Session,
    audience: CampaignAudience,
    db: Kysely<Database> = this.db,
  ): Promise<AudienceIds> {
    const [artisans, staff] = await Promise.all([
      audience.artisans ? this.artisanIds(session, audience.artisans, db) : [],
      audience.staff ? this.staffIds(audience.staff, db) : [],
    ]);
    return { artisans, staff };
  }

  private async artisanIds(session: Session, audience: ArtisanAudience, db: Kysely<Database>) {
    const rows = await db
      .selectFrom('artisans as a')
      .innerJoin('artisan_personal_data as p', 'p.artisan_id', 'a.id')
      .select('a.id')
      .where('a.receive_news', '=', true)
      .where('p.email', 'is not', null)
      .where('a.id', 'in', this.artisanList.matchingIds(session, listFilters(audience)))
      .orderBy('a.id')
      .execute();
    return rows.map((row) => row.id);
  }

  private async staffIds(audience: StaffAudience, db: Kysely<Database>) {
    const roles = audience.roles.length > 0 ? audience.roles : [...STAFF_ROLES];
    let query = db
      .selectFrom('staff_accounts as s')
      .innerJoin('staff_personal_data as p', 'p.account_id', 's.id')
      .select('s.id')
      .where('s.is_active', '=', true)
      .where('s.role', 'in', roles)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_list_hidden_emails as h')
              .select('h.email_key')
              .whereRef('h.email_key', '=', 'p.email_key'),
          ),
        ),
      );
    if (this.config.HIDDEN_USER_EMAILS.length > 0)
      query = query.where('p.email_key', 'not in', this.config.HIDDEN_USER_EMAILS);
    if (audience.countries.length > 0)
      query = query.where(sql<boolean>`s.countries && ${audience.countries}::integer[]`);
    const rows = await query.orderBy('s.id').execute();
    return rows.map((row) => row.id);
  }
}
