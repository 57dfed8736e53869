import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { DomainError, MESSAGES, type OrganizationView } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';
import { idFromIri, iriOf } from '../infrastructure/http/hydra';
import { Projections } from '../infrastructure/projections/projections.service';
import { DB } from '../infrastructure/tokens';
import { COUNTRY_PATH, USER } from '../accounts/staff/staff-input';
import { StaffDirectory, type UserItem } from '../accounts/staff/staff-directory';
import { organizationStreamId, type OrganizationSettings } from './domain/organization.decider';

/**
 * An organisation as GET /organizations/list and GET /api/organizations/{id} answer it: the wire
 * contract the web reads too (libs/domain/src/contracts/management.ts).
 */
export type { OrganizationView };

export type OrganizationRef = { id: number; name: string };

const countryIri = (id: number) => iriOf(COUNTRY_PATH, id);
const countryIdOf = (iri: string) => idFromIri(COUNTRY_PATH, iri) ?? 0;

/** The read side of organisations: the `organizations` read model joined with their listed members. */
@Injectable()
export class OrganizationsReader {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly projections: Projections,
    private readonly directory: StaffDirectory,
  ) {}

  /** The row of the read model, or undefined. */
  async settings(id: number): Promise<OrganizationSettings | undefined> {
    return this.db
      .selectFrom('organizations')
      .select(['name', 'countries'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Every organisation, sorted by name (case aside), then id. */
  async refs(page?: { page: number; size: number }): Promise<{ items: OrganizationRef[]; total: number }> {
    const { total } = await this.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    let query = this.db
      .selectFrom('organizations')
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .orderBy('id');
    if (page) query = query.limit(page.size).offset((page.page - 1) * page.size);
    return { items: await query.execute(), total: Number(total) };
  }

  /** The listed members of an organisation (hidden accounts left out, as in the user list). */
  async members(organizationId: number): Promise<UserItem[]> {
    const { items } = await this.directory.list({
      page: 1,
      pagination: false,
      organizations: [organizationId],
      order: 'asc',
    });
    return items;
  }

  /** GET /organizations/list: every organisation with its listed users and countries. */
  async all(): Promise<OrganizationView[]> {
    const organizations = await this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'countries'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    const { items: users } = await this.directory.list({ page: 1, pagination: false, order: 'asc' });
    return organizations.map((organization) =>
      view(
        organization,
        users.filter((user) => user.organisation?.id === organization.id),
      ),
    );
  }

  private async exists(id: number): Promise<boolean> {
    return Boolean(
      await this.db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst(),
    );
  }

  async one(id: number): Promise<OrganizationView> {
    const organization = await this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'countries'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!organization) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    return view(organization, await this.members(id));
  }

  /**
   * The organisation with its stream version (its ETag), read after the read model has caught
   * up with that version. No version for an organisation seeded before it had a log (its first
   * change records it), or when the read model does not catch up in time.
   */
  async versioned(id: number): Promise<{ resource: OrganizationView; version: number | undefined }> {
    const { version, caughtUp } = await this.projections.streamVersion(organizationStreamId(id), () =>
      this.exists(id),
    );
    const resource = await this.one(id);
    return { resource, version: version >= 0 && caughtUp ? version : undefined };
  }
}

function view(
  organization: { id: number; name: string; countries: number[] },
  members: readonly UserItem[],
): OrganizationView {
  const assigned = organization.countries.map(countryIri);
  const countries = [...new Set([...assigned, ...members.flatMap((member) => member.countries)])].sort(
    (a, b) => countryIdOf(a) - countryIdOf(b),
  );
  return {
    id: organization.id,
    name: organization.name,
    users: members.map((member) => iriOf(USER, member.id)),
    countries,
    assignedCountries: assigned,
  };
}
