import { Inject, Injectable } from '@nestjs/common';
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  ARTISAN_SCOPE,
  DomainError,
  MESSAGES,
  PEOPLE_ROLES,
  ROLE_NAMES,
  type OrganisationRef,
  type StaffRole,
  type UserItem,
} from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import type { Db } from '../../infrastructure/database/database';
import { iriOf } from '../../infrastructure/http/hydra';
import { APP_CONFIG, DB } from '../../infrastructure/tokens';
import type { Session } from '../auth/session';
import { COUNTRY_PATH, ORGANIZATION } from './staff-input';

/** The back-office user list shows 7 rows per page (SPEC.md section 9). */
export const USERS_PAGE_SIZE = 7;

/** An account and the organisation it names are the wire contract the web reads too (libs/domain/src/contracts/management.ts). */
export type { OrganisationRef, UserItem };

/** A staff member as the pickers and filters show them: no email or phone. */
export type PersonItem = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  roleName: string;
  countries: string[];
  organisation: OrganisationRef | null;
  isActive: boolean;
};

export type UserListQuery = {
  page: number;
  pagination: boolean;
  search?: string;
  countries?: number[];
  roles?: StaffRole[];
  organizations?: number[];
  order: 'asc' | 'desc';
};

type AccountRow = {
  id: string;
  role: string;
  countries: number[];
  organization_id: number | null;
  organization_name: string | null;
  is_active: boolean;
  language: string;
  created_at: Date;
  updated_at: Date;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
};

const SEARCH_TEXT = sql<string>`staff_search_key(p.first_name || ' ' || p.last_name || ' ' || p.email)`;

/**
 * Reads of the back-office accounts: the user list and item, the organisations, the people pickers
 * and the creators an artisan list filters by. Personal data is joined from staff_personal_data.
 */
@Injectable()
export class StaffDirectory {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private accounts(options: { hidden: 'exclude' | 'include' }) {
    let query = this.db
      .selectFrom('staff_accounts as a')
      .innerJoin('staff_personal_data as p', 'p.account_id', 'a.id')
      .leftJoin('organizations as o', 'o.id', 'a.organization_id');
    if (options.hidden === 'exclude') {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_list_hidden_emails as h')
              .select('h.email_key')
              .whereRef('h.email_key', '=', 'p.email_key'),
          ),
        ),
      );
      const configured = this.config.HIDDEN_USER_EMAILS;
      if (configured.length > 0) query = query.where('p.email_key', 'not in', configured);
    }
    return query;
  }

  private withColumns<Q extends ReturnType<StaffDirectory['accounts']>>(query: Q) {
    return query.select([
      'a.id',
      'a.role',
      'a.countries',
      'a.organization_id',
      'o.name as organization_name',
      'a.is_active',
      'a.language',
      'a.created_at',
      'a.updated_at',
      'p.title',
      'p.first_name',
      'p.last_name',
      'p.email',
      'p.phone',
    ]);
  }

  /** GET /api/users: filters of SPEC.md section 7; hidden accounts neither listed nor counted. */
  async list(query: UserListQuery): Promise<{ items: UserItem[]; totalItems: number }> {
    let filtered = this.accounts({ hidden: 'exclude' });
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
      const pattern = word.replace(/[\\%_]/g, '\\$&');
      filtered = filtered.where(sql<SqlBool>`${SEARCH_TEXT} LIKE '%' || staff_search_key(${pattern}) || '%'`);
    }
    if (query.countries?.length)
      filtered = filtered.where(sql<SqlBool>`a.countries && ${query.countries}::integer[]`);
    if (query.roles?.length) filtered = filtered.where('a.role', 'in', query.roles);
    if (query.organizations?.length)
      filtered = filtered.where('a.organization_id', 'in', query.organizations);

    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    let page = this.withColumns(filtered)
      .orderBy(sql`staff_search_key(p.last_name)`, query.order)
      .orderBy(sql`staff_search_key(p.first_name)`, query.order)
      .orderBy('a.id');
    // No pagination while searching (SPEC.md section 7): the search box shows every match.
    if (query.pagination && !query.search)
      page = page.limit(USERS_PAGE_SIZE).offset((query.page - 1) * USERS_PAGE_SIZE);
    const rows = await page.execute();
    return { items: rows.map(toUserItem), totalItems: Number(total) };
  }

  async get(id: string): Promise<UserItem> {
    const row = await this.withColumns(this.accounts({ hidden: 'include' }))
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    return toUserItem(row);
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * GET /api/people: active staff of the "recommended by" roles. The foundation reaches everyone;
   * others (and lists asked for on behalf of such a user) only people sharing one of the countries.
   */
  async people(
    scopeAccount: { role: StaffRole; countries: number[] },
    roles: readonly StaffRole[] = PEOPLE_ROLES,
  ): Promise<PersonItem[]> {
    let query = this.accounts({ hidden: 'include' })
      .where('a.is_active', '=', true)
      .where('a.role', 'in', roles.length > 0 ? roles : PEOPLE_ROLES);
    query = query.where(this.countryScope(scopeAccount));
    const rows = await this.withColumns(query)
      .orderBy(sql`staff_search_key(p.last_name)`)
      .orderBy(sql`staff_search_key(p.first_name)`)
      .orderBy('a.id')
      .execute();
    return rows.map(toPersonItem);
  }

  /** GET /api/artisan/users: the accounts an artisan list can filter by creator, scoped like people. */
  async creators(session: Session): Promise<PersonItem[]> {
    const rows = await this.withColumns(
      this.accounts({ hidden: 'include' }).where((eb) =>
        eb.or([eb('a.id', '=', session.accountId), this.countryScope(session)]),
      ),
    )
      .orderBy(sql`staff_search_key(p.last_name)`)
      .orderBy(sql`staff_search_key(p.first_name)`)
      .orderBy('a.id')
      .execute();
    return rows.map(toPersonItem);
  }

  /** The settings of an account (role and countries) for scoping. */
  async scopeOf(id: string): Promise<{ role: StaffRole; countries: number[] } | undefined> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select(['role', 'countries'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { role: row.role as StaffRole, countries: row.countries } : undefined;
  }

  private countryScope(account: { role: string; countries: number[] }): Expression<SqlBool> {
    if (ARTISAN_SCOPE[account.role as StaffRole] === 'all') return sql<SqlBool>`true`;
    return sql<SqlBool>`a.countries && ${account.countries}::integer[]`;
  }
}

function organisationRef(row: { id: number; name: string }): OrganisationRef {
  return { '@id': iriOf(ORGANIZATION, row.id), '@type': ORGANIZATION.type, id: row.id, name: row.name };
}

function organisationOf(row: AccountRow): OrganisationRef | null {
  return row.organization_id === null
    ? null
    : organisationRef({ id: row.organization_id, name: row.organization_name ?? '' });
}

function toUserItem(row: AccountRow): UserItem {
  const role = row.role as StaffRole;
  const organisation = organisationOf(row);
  return {
    id: row.id,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    role,
    roles: [role],
    roleName: ROLE_NAMES[role],
    countries: row.countries.map((id) => iriOf(COUNTRY_PATH, id)),
    organisation,
    organisations: organisation ? [organisation] : [],
    isActive: row.is_active,
    statusEval: null,
    language: row.language,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toPersonItem(row: AccountRow): PersonItem {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    firstName: row.first_name,
    lastName: row.last_name,
    role,
    roleName: ROLE_NAMES[role],
    countries: row.countries.map((id) => iriOf(COUNTRY_PATH, id)),
    organisation: organisationOf(row),
    isActive: row.is_active,
  };
}
