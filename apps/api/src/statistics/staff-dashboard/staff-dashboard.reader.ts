import { Inject, Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { ARTISAN_SCOPE, can, labelIn, type Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import {
  DASHBOARD_ITEMS,
  missingOf,
  sectionsFor,
  type DashboardSection,
  type StaffDashboard,
} from './staff-dashboard';

type Row = {
  artisan_id: string;
  first_name: string | null;
  last_name: string | null;
  country_id: number | null;
  craft_material_id: number | null;
  country_names: Partial<Record<string, string>> | null;
  since: Date;
  status_eval: string;
  review_status: string;
  email_confirmed: boolean;
  has_account: boolean;
  total: string;
};

// An evaluation waits for its endorsement when it was sent and not endorsed since (a reopened and
// sent again evaluation waits anew). ISO times compare as text.
const ENDORSED = sql`(s.state->>'endorsedAt') IS NOT NULL AND (s.state->>'endorsedAt') >= (s.state->>'evaluationSentAt')`;

const WAITING: Record<DashboardSection, { where: RawBuilder<unknown>; since: RawBuilder<unknown> }> = {
  endorsement: {
    where: sql`l.status_eval = 'SUBMITTED' AND s.evaluation_sent_at IS NOT NULL AND NOT (${ENDORSED})`,
    since: sql`s.evaluation_sent_at`,
  },
  review: {
    where: sql`l.status_eval = 'SUBMITTED' AND l.review_status IN ('NOT REVIEWED', 'IN REVIEWAL') AND ${ENDORSED}`,
    since: sql`s.evaluation_sent_at`,
  },
  pending: { where: sql`l.pending`, since: sql`l.created_at` },
  greenLists: { where: sql`g.status = 'SUBMITTED'`, since: sql`coalesce(g.submitted_at, g.available_at)` },
};

/** The staff home's work lists, from the artisan list, statistics and Green List read models. */
@Injectable()
export class StaffDashboardReader {
  constructor(@Inject(DB) private readonly db: Db) {}

  async dashboard(session: Session, language: Language): Promise<StaffDashboard> {
    const visible = this.visibility(session);
    const sections = await Promise.all(
      sectionsFor(session.role).map(async (section) => {
        const { where, since } = WAITING[section];
        const { rows } = await sql<Row>`
          SELECT l.artisan_id, p.first_name, p.last_name, l.country_id, l.craft_material_id,
                 c.names AS country_names, ${since} AS since, l.status_eval, l.review_status,
                 s.email_confirmed_at IS NOT NULL AS email_confirmed, l.has_account,
                 count(*) OVER () AS total
          FROM artisan_list l
          JOIN stats_artisans s ON s.artisan_id = l.artisan_id
          LEFT JOIN green_lists g ON g.artisan_id = l.artisan_id
          LEFT JOIN artisan_personal_data p ON p.artisan_id = l.artisan_id
          LEFT JOIN countries c ON c.id = l.country_id
          WHERE ${visible} AND ${where}
          ORDER BY since DESC, l.artisan_id
          LIMIT ${DASHBOARD_ITEMS}`.execute(this.db);
        return {
          section,
          count: Number(rows[0]?.total ?? 0),
          items: rows.map((row) => ({
            artisanId: row.artisan_id,
            firstName: row.first_name,
            lastName: row.last_name,
            country: row.country_names ? labelIn(row.country_names, language) || null : null,
            since: new Date(row.since).toISOString(),
            statusEval: row.status_eval,
            reviewStatus: row.review_status,
            missing:
              section === 'pending'
                ? missingOf({
                    emailConfirmed: row.email_confirmed,
                    hasAccount: row.has_account,
                    countryId: row.country_id,
                    craftMaterialId: row.craft_material_id,
                  })
                : [],
          })),
        };
      }),
    );
    return { sections };
  }

  /** The artisans the member sees (the artisan list's rule, SPEC.md section 6). */
  private visibility(session: Session): RawBuilder<unknown> {
    const pending = can(session.role, 'artisans.filter.pending') ? sql`true` : sql`NOT l.pending`;
    const scope = ARTISAN_SCOPE[session.role];
    if (scope === 'all') return pending;
    if (scope === 'self' || session.countries.length === 0) return sql`false`;
    const own = [...session.countries];
    const countries =
      scope === 'own-countries-and-suggested'
        ? sql`(l.country_id = ANY(${own}::int[]) OR l.suggested_country_ids && ${own}::int[])`
        : sql`l.country_id = ANY(${own}::int[])`;
    return sql`${pending} AND ${countries}`;
  }
}
