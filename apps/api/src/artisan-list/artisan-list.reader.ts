import { Inject, Injectable } from '@nestjs/common';
import {
  sql,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type InferResult,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import {
  ARTISAN_SCOPE,
  can,
  type ArtisanListItem,
  type ArtisanListPerson,
  type ArtisanListReference,
  type Language,
} from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { ARTISAN } from '../artisans/artisan-resource';
import { USER } from '../accounts/staff/staff-input';
import type { Db } from '../infrastructure/database/database';
import type { ArtisanListTable, Database } from '../infrastructure/database/schema';
import { iriOf, type HydraResource } from '../infrastructure/http/hydra';
import { DB } from '../infrastructure/tokens';
import {
  CONFIRMED,
  COUNTRY,
  CRAFT_MATERIAL,
  CRAFT_PERSON,
  RECOMMENDATION,
} from '../reference-data/reference-data.service';
import { ARTISANS_PAGE_SIZE, type ArtisanListFilters, type PointRange } from './artisan-list.query';
import { ReferenceLabels, type LabelledTable } from './reference-labels';

/** A row and the references it names are the wire contract the web reads too (libs/domain/src/contracts/artisan-list.ts). */
export type { ArtisanListItem };

type ListDb = Database & { l: ArtisanListTable };
/** A row of the page statement (see ArtisanListReader.pageQuery). */
type PageRow = InferResult<ReturnType<ArtisanListReader['pageQuery']>>[number];

/**
 * A search with at most this many matches has them found, then sorted (see pageQuery). Measured at
 * 100,000 artisans: sorting costs about 1.5 ms plus 10 µs a match; walking the names for a rare word
 * up to 17 ms, for a common one about 1 ms.
 */
const SORT_MATCHES_UP_TO = 400;

/** Counts and compiled page statements kept (least recently stored dropped first). */
const CACHE_SIZE = 1000;

/** Stores `value` under `key`, dropping the least recently stored entry beyond CACHE_SIZE. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** A search with few matches has them found, then sorted (see pageQuery). */
function sortsFound(filters: ArtisanListFilters, matches: number | undefined): boolean {
  return filters.search.length > 0 && matches !== undefined && matches <= SORT_MATCHES_UP_TO;
}

/** Read in the same statement as the rows it dates. */
const listVersion = sql<string | null>`(SELECT position FROM artisan_list_version)`.as('list_version');

/** Who sees what (role, countries, or the artisan itself) and what is filtered; not the page. */
function countKey(session: Session, filters: ArtisanListFilters): string {
  const { page: _page, order: _order, ...filtered } = filters;
  const self = ARTISAN_SCOPE[session.role] === 'self' ? session.accountId : '';
  return JSON.stringify([session.role, [...session.countries].sort((a, b) => a - b), self, filtered]);
}

/**
 * The personal-data text the search box looks in (first and last name, email, workshop, without case
 * or accents): a column PostgreSQL computes (migration 0007d-artisan-list-search-key), so it is not
 * in the Kysely type of the table the write side fills.
 */
function searchText(alias: 'p' | 'ps'): RawBuilder<string> {
  return sql<string>`${sql.ref(`${alias}.search_key`)}`;
}

/** Every word must appear somewhere (ignoring case and accents); LIKE's wildcards are literal. */
function searchMatches(alias: 'p' | 'ps', words: readonly string[]): Expression<SqlBool>[] {
  return words.map((word) => {
    const pattern = word.replace(/[\\%_]/g, '\\$&');
    return sql<SqlBool>`${searchText(alias)} LIKE '%' || artisan_search_key(${pattern}) || '%'`;
  });
}

function inRange(
  eb: ExpressionBuilder<ListDb, 'l'>,
  column: 'evaluation_total_point' | 'green_list_total_point',
  range: PointRange,
) {
  return eb.and([eb(`l.${column}`, '>=', range.min), eb(`l.${column}`, '<=', range.max)]);
}

/**
 * Reads the artisan list: the filters of SPEC.md section 7 and the visibility rules of section 6,
 * as SQL over the artisan_list read model, with names joined from artisan_personal_data (personal
 * data stays out of read models) and staff names from staff_personal_data.
 */
@Injectable()
export class ArtisanListReader {
  private readonly counts = new Map<string, { version: string; total: number }>();
  /**
   * The SQL of a page depends only on what countKey names, the page, the order and the plan: built
   * and compiled once (Kysely's builders were a tenth of a list request's time in a profile).
   */
  private readonly pageStatements = new Map<string, CompiledQuery<PageRow>>();

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly labels: ReferenceLabels,
  ) {}

  async list(
    session: Session,
    filters: ArtisanListFilters,
    language: Language,
  ): Promise<{ items: ArtisanListItem[]; totalItems: number }> {
    const { rows, totalItems } = await this.pageAndCount(session, filters);
    const name = await this.labels.resolver(
      language,
      rows.flatMap((row) => [
        ...(row.country_id === null ? [] : [{ table: 'countries' as const, id: row.country_id }]),
        ...(row.craft_material_id === null
          ? []
          : [{ table: 'craft_materials' as const, id: row.craft_material_id }]),
        ...(row.craft_person_id === null
          ? []
          : [{ table: 'craft_people' as const, id: row.craft_person_id }]),
        ...row.recommendations.map((id) => ({ table: 'recommendations' as const, id })),
      ]),
    );
    const reference = (
      resource: HydraResource,
      table: LabelledTable,
      id: number | null,
    ): ArtisanListReference | null =>
      id === null ? null : { '@id': iriOf(resource, id), '@type': resource.type, id, name: name(table, id) };
    const items = rows.map((row): ArtisanListItem => {
      const modifiedByArtisan = row.last_modified_by_role === 'ROLE_ARTISAN';
      return {
        id: row.artisan_id,
        firstName: row.first_name,
        lastName: row.last_name,
        name: `${row.first_name} ${row.last_name}`,
        craftMaterail: reference(CRAFT_MATERIAL, 'craft_materials', row.craft_material_id),
        craftPerson: reference(CRAFT_PERSON, 'craft_people', row.craft_person_id),
        country: reference(COUNTRY, 'countries', row.country_id),
        inActivity: row.in_activity,
        recommendations: row.recommendations.map(
          (id) => reference(RECOMMENDATION, 'recommendations', id) as ArtisanListReference,
        ),
        consideredAs: row.considered_as,
        confirmedFor: row.confirmed_for.map((id) => iriOf(CONFIRMED, id)),
        createdAt: row.created_at.toISOString(),
        user: person(USER, row.created_by, row.creator_name),
        lastModifiedAt: row.last_modified_at.toISOString(),
        lastModifiedBy: modifiedByArtisan
          ? person(
              ARTISAN,
              row.last_modified_by,
              row.last_modified_by === row.artisan_id ? `${row.first_name} ${row.last_name}` : null,
            )
          : person(USER, row.last_modified_by, row.modifier_name),
        statusEval: row.status_eval,
        reviewStatus: row.review_status,
        pending: row.pending,
        selfAssessment: row.self_assessment,
        evaluation: { totalPoint: row.evaluation_total_point },
        greenList: { status: row.green_list_status, totalPoint: row.green_list_total_point },
        comments: row.has_comments,
        hasAccount: row.has_account,
        hasEmail: row.has_email,
      };
    });
    return { items, totalItems };
  }

  /**
   * The page is read every time. Counting is what costs (every match is visited): a count is kept
   * per visibility and filters, with the artisan_list_version it was taken at, and reused while the
   * page, read in its own statement, shows the same version (no artisan changed since).
   */
  private async pageAndCount(session: Session, filters: ArtisanListFilters) {
    const key = countKey(session, filters);
    const cached = this.counts.get(key);
    if (filters.search.length > 0 && !cached) {
      // A search's page plan depends on how many match (see pageQuery): count first.
      const totalItems = await this.count(key, session, filters);
      return { rows: await this.page(key, session, filters, totalItems), totalItems };
    }
    const page = this.page(key, session, filters, cached?.total);
    if (cached) {
      const rows = await page;
      const version = rows[0]?.list_version ?? null;
      if (version !== null && version === cached.version) return { rows, totalItems: cached.total };
      return { rows, totalItems: await this.count(key, session, filters) };
    }
    const [rows, totalItems] = await Promise.all([page, this.count(key, session, filters)]);
    return { rows, totalItems };
  }

  private async count(key: string, session: Session, filters: ArtisanListFilters): Promise<number> {
    const { total, list_version: version } = await this.countStatement(session, filters).run();
    const totalItems = Number(total);
    if (version !== null) remember(this.counts, key, { version, total: totalItems });
    return totalItems;
  }

  private async page(
    key: string,
    session: Session,
    filters: ArtisanListFilters,
    matches: number | undefined,
  ): Promise<PageRow[]> {
    const statementKey = JSON.stringify([key, filters.page, filters.order, sortsFound(filters, matches)]);
    let statement = this.pageStatements.get(statementKey);
    if (!statement) {
      statement = this.pageQuery(session, filters, matches).compile();
      remember(this.pageStatements, statementKey, statement);
    }
    return (await this.db.executeQuery(statement)).rows;
  }

  /**
   * The plans of the two statements a list request runs (the benchmark checks them for sequential
   * scans); with analyze, they are run and timed.
   */
  async explain(
    session: Session,
    filters: ArtisanListFilters,
    options: { analyze?: boolean } = {},
  ): Promise<{ count: unknown; page: unknown }> {
    const analyze = options.analyze ? sql`analyze` : undefined;
    const count = await this.countStatement(session, filters).explain(analyze);
    const page = await (await this.pageOnceCounted(session, filters)).explain('json', analyze);
    return { count: count[0]?.['QUERY PLAN'], page: page[0]?.['QUERY PLAN'] };
  }

  /**
   * The page statement a list request runs once its count is known, compiled: the benchmark's bare
   * `node:http` + `pg` baseline runs the very same SQL (see apps/api/bench/artisans).
   */
  async compiledPage(session: Session, filters: ArtisanListFilters): Promise<CompiledQuery> {
    return (await this.pageOnceCounted(session, filters)).compile();
  }

  /** The page query as a request with a known count builds it (a search's plan depends on it). */
  private async pageOnceCounted(session: Session, filters: ArtisanListFilters) {
    const matches =
      filters.search.length > 0
        ? Number((await this.countStatement(session, filters).run()).total)
        : undefined;
    return this.pageQuery(session, filters, matches);
  }

  /**
   * The ids of the artisans the session may see that match the filters, as a subquery: the
   * communication tool's audience is the artisan list's, under the same rules.
   */
  matchingIds(session: Session, filters: ArtisanListFilters) {
    return this.filtered(session, filters).select('l.artisan_id');
  }

  /** The rows the session may see that match the filters, without personal data (see searchMatches). */
  private filtered(session: Session, filters: ArtisanListFilters) {
    return this.db
      .selectFrom('artisan_list as l')
      .where((eb) => eb.and([...this.visibility(eb, session, filters), ...this.conditions(eb, filters)]));
  }

  /** The count from artisan_list_counts when the filters allow it, else by visiting the matches. */
  private countStatement(session: Session, filters: ArtisanListFilters) {
    const fromCounts = this.countsQuery(session, filters);
    if (fromCounts)
      return {
        run: () => fromCounts.executeTakeFirstOrThrow(),
        explain: (analyze?: RawBuilder<unknown>) => fromCounts.explain('json', analyze),
      };
    const query = this.countQuery(session, filters);
    return {
      run: () => query.executeTakeFirstOrThrow(),
      explain: (analyze?: RawBuilder<unknown>) => query.explain('json', analyze),
    };
  }

  /**
   * Everything, a country scope, a country filter and the pending flag are all the most used lists
   * filter on: those counts add up rows of artisan_list_counts. Undefined for any other filter, a
   * search, the suggestions of network members and an artisan's own row.
   */
  private countsQuery(session: Session, filters: ArtisanListFilters) {
    const { page: _page, order: _order, search, countries, pending, ...others } = filters;
    if (search.length > 0 || Object.values(others).some((value) => value !== undefined)) return undefined;
    const scope = ARTISAN_SCOPE[session.role];
    if (scope === 'self' || (scope === 'own-countries-and-suggested' && countries === undefined))
      return undefined;
    const countryKeys = countries ?? (scope === 'all' ? undefined : session.countries);
    const pendingValue = can(session.role, 'artisans.filter.pending') ? pending : false;
    let query = this.db
      .selectFrom('artisan_list_counts')
      .select([sql<string>`coalesce(sum(artisans), 0)`.as('total'), listVersion]);
    if (countryKeys !== undefined)
      query =
        countryKeys.length === 0
          ? query.where(sql<SqlBool>`false`)
          : query.where('country_key', 'in', countryKeys);
    if (pendingValue !== undefined) query = query.where('pending', '=', pendingValue);
    return query;
  }

  private countQuery(session: Session, filters: ArtisanListFilters) {
    let query = this.filtered(session, filters);
    if (filters.search.length > 0)
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('artisan_personal_data as ps')
            .select('ps.artisan_id')
            .whereRef('ps.artisan_id', '=', 'l.artisan_id')
            .where((eb) => eb.and(searchMatches('ps', filters.search))),
        ),
      );
    return query.select((eb) => [eb.fn.countAll<string>().as('total'), listVersion]);
  }

  /**
   * The page, in the order of the index artisan_personal_data_list_order: PostgreSQL either walks
   * that index until a page is full (right when matches are many) or finds the matches and sorts
   * them. A search's matches are not spread evenly along the names (a syllable clusters), so the
   * walk can go through most of the index for a rare word; when the count says there are few
   * matches, the sort key is written so that the index cannot serve it (same values, same order).
   */
  private pageQuery(session: Session, filters: ArtisanListFilters, matches?: number) {
    const sortFound = sortsFound(filters, matches);
    const sortKey = (column: 'p.first_name' | 'p.last_name') =>
      sortFound
        ? sql`artisan_search_key(${sql.ref(column)}) || ''`
        : sql`artisan_search_key(${sql.ref(column)})`;
    let query = this.filtered(session, filters).innerJoin(
      'artisan_personal_data as p',
      'p.artisan_id',
      'l.artisan_id',
    );
    if (filters.search.length > 0) query = query.where((eb) => eb.and(searchMatches('p', filters.search)));
    return query
      .select([
        'l.artisan_id',
        'l.country_id',
        'l.craft_material_id',
        'l.craft_person_id',
        'l.in_activity',
        'l.recommendations',
        'l.considered_as',
        'l.confirmed_for',
        'l.created_at',
        'l.created_by',
        'l.last_modified_at',
        'l.last_modified_by',
        'l.last_modified_by_role',
        'l.status_eval',
        'l.review_status',
        'l.pending',
        'l.self_assessment',
        'l.evaluation_total_point',
        'l.green_list_status',
        'l.green_list_total_point',
        'l.has_comments',
        'l.has_account',
        'p.first_name',
        'p.last_name',
        sql<boolean>`p.email IS NOT NULL`.as('has_email'),
        // Subqueries rather than joins: PostgreSQL plans them apart (planning the four-way join
        // cost as much as running the page) and runs them for the page's rows only.
        (eb) =>
          eb
            .selectFrom('staff_personal_data as cr')
            .select(sql<string>`cr.first_name || ' ' || cr.last_name`.as('name'))
            .whereRef('cr.account_id', '=', 'l.created_by')
            .as('creator_name'),
        (eb) =>
          eb
            .selectFrom('staff_personal_data as mb')
            .select(sql<string>`mb.first_name || ' ' || mb.last_name`.as('name'))
            .whereRef('mb.account_id', '=', 'l.last_modified_by')
            .as('modifier_name'),
        listVersion,
      ])
      .orderBy(sortKey('p.last_name'), filters.order)
      .orderBy(sortKey('p.first_name'), filters.order)
      .orderBy('p.artisan_id', filters.order)
      .limit(ARTISANS_PAGE_SIZE)
      .offset((filters.page - 1) * ARTISANS_PAGE_SIZE);
  }

  /**
   * SPEC.md section 6. An artisan sees only itself. Non-admins never see pending artisans. Network
   * members, ambassadors and hunters see their own countries (network members also the artisans
   * suggested for them) unless they pick a country filter: then that filter decides.
   */
  private visibility(
    eb: ExpressionBuilder<ListDb, 'l'>,
    session: Session,
    filters: ArtisanListFilters,
  ): Expression<SqlBool>[] {
    const scope = ARTISAN_SCOPE[session.role];
    if (scope === 'self') return [eb('l.artisan_id', '=', session.accountId)];
    const conditions: Expression<SqlBool>[] = [];
    if (!can(session.role, 'artisans.filter.pending')) conditions.push(eb('l.pending', '=', false));
    if (scope === 'all' || filters.countries !== undefined) return conditions;
    const own = session.countries;
    if (own.length === 0) return [...conditions, sql<SqlBool>`false`];
    const ownCountry = eb('l.country_id', 'in', own);
    conditions.push(
      scope === 'own-countries-and-suggested'
        ? eb.or([ownCountry, sql<SqlBool>`${eb.ref('l.suggested_country_ids')} && ${own}::integer[]`])
        : ownCountry,
    );
    return conditions;
  }

  private conditions(eb: ExpressionBuilder<ListDb, 'l'>, filters: ArtisanListFilters): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    const overlaps = (column: 'recommendations', ids: number[]) =>
      sql<SqlBool>`${eb.ref(`l.${column}`)} && ${ids}::integer[]`;
    if (filters.countries) conditions.push(eb('l.country_id', 'in', filters.countries));
    if (filters.statusEval) conditions.push(eb('l.status_eval', 'in', filters.statusEval));
    if (filters.recommendations) conditions.push(overlaps('recommendations', filters.recommendations));
    if (filters.craftMaterials) conditions.push(eb('l.craft_material_id', 'in', filters.craftMaterials));
    if (filters.creators) conditions.push(eb('l.created_by', 'in', filters.creators));
    if (filters.inActivity) conditions.push(eb('l.in_activity', 'in', filters.inActivity));
    if (filters.createdFrom) conditions.push(eb('l.created_at', '>=', filters.createdFrom));
    if (filters.createdBefore)
      conditions.push(
        eb('l.created_at', filters.createdBefore.inclusive ? '<=' : '<', filters.createdBefore.at),
      );
    if (filters.evaluationTotalPoint)
      conditions.push(inRange(eb, 'evaluation_total_point', filters.evaluationTotalPoint));
    if (filters.greenListStatus) conditions.push(eb('l.green_list_status', 'in', filters.greenListStatus));
    if (filters.greenListTotalPoint)
      conditions.push(inRange(eb, 'green_list_total_point', filters.greenListTotalPoint));
    if (filters.comments !== undefined) conditions.push(eb('l.has_comments', '=', filters.comments));
    if (filters.pending !== undefined) conditions.push(eb('l.pending', '=', filters.pending));
    if (filters.selfAssessment !== undefined)
      conditions.push(eb('l.self_assessment', '=', filters.selfAssessment));
    return conditions;
  }
}

/** A staff member (or the artisan itself) by id; one whose personal data was erased shows so. */
function person(resource: HydraResource, id: string | null, name: string | null): ArtisanListPerson | null {
  if (id === null) return null;
  return { '@id': iriOf(resource, id), '@type': resource.type, id, name: name ?? 'deleted account' };
}
