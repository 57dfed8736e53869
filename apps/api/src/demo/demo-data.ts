import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StaffRole } from '@artisans/domain';
import { systemContext } from '../infrastructure/commands/command-context';
import type { Db } from '../infrastructure/database/database';
import { DB } from '../infrastructure/tokens';
import { StaffAccountsService } from '../accounts/staff/staff-accounts.service';
import { CreateOrganizationCommand } from '../organizations/commands/create-organization/create-organization.command';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ORGANIZATIONS = [
  'Michelangelo Foundation',
  'Atelier Network France',
  'Rete Mestieri d’Italia',
  'Red de Oficios de España',
] as const;

/** The countries given to each demo organisation (ISO 3166 numeric codes). */
const DEMO_ORGANIZATION_COUNTRIES: Readonly<Record<(typeof DEMO_ORGANIZATIONS)[number], number[]>> = {
  'Michelangelo Foundation': [],
  'Atelier Network France': [250],
  'Rete Mestieri d’Italia': [380],
  'Red de Oficios de España': [724],
};

type DemoStaff = {
  email: string;
  title: 'Mr.' | 'Ms.';
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** ISO 3166 numeric codes, the ids of /api/countries. */
  countries: number[];
  organization: (typeof DEMO_ORGANIZATIONS)[number];
};

const FRANCE = 250;
const ITALY = 380;
const SPAIN = 724;

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    email: 'admin@demo.test',
    title: 'Ms.',
    firstName: 'Alice',
    lastName: 'Martin',
    role: 'ROLE_ADMIN',
    countries: [],
    organization: 'Michelangelo Foundation',
  },
  {
    email: 'committee@demo.test',
    title: 'Mr.',
    firstName: 'Carlo',
    lastName: 'Bianchi',
    role: 'ROLE_EXECUTIVE_COMMITTEE',
    countries: [],
    organization: 'Michelangelo Foundation',
  },
  {
    email: 'network@demo.test',
    title: 'Ms.',
    firstName: 'Nathalie',
    lastName: 'Dubois',
    role: 'ROLE_NETWORK_MEMBER',
    countries: [FRANCE],
    organization: 'Atelier Network France',
  },
  {
    email: 'ambassador@demo.test',
    title: 'Mr.',
    firstName: 'Marco',
    lastName: 'Rossi',
    role: 'ROLE_AMBASSADOR',
    countries: [ITALY],
    organization: 'Rete Mestieri d’Italia',
  },
  {
    email: 'hunter@demo.test',
    title: 'Ms.',
    firstName: 'Lucía',
    lastName: 'García',
    role: 'ROLE_ARTISAN_HUNTER',
    countries: [SPAIN, FRANCE],
    organization: 'Red de Oficios de España',
  },
];

/** Further demo loaders (e.g. artisans) register here so that one call loads them all. */
export type DemoLoader = (db: Db, staffIds: ReadonlyMap<string, string>) => Promise<void>;

/**
 * Demo data for a first start on an empty database: one active account per staff role, with the
 * password `demo-password`, created through the same commands as real ones.
 */
@Injectable()
export class DemoData {
  private readonly loaders: DemoLoader[] = [];

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly staff: StaffAccountsService,
    private readonly commands: CommandBus,
  ) {}

  addLoader(loader: DemoLoader): void {
    this.loaders.push(loader);
  }

  async load(): Promise<void> {
    const organizations = new Map(
      (await this.db.selectFrom('organizations').select(['id', 'name']).execute()).map((o) => [o.name, o.id]),
    );
    // Tests may load the demo without the reference data: countries only if they are there.
    const countries = new Set(
      (await this.db.selectFrom('countries').select('id').execute()).map((country) => country.id),
    );
    // In this order, so that their ids are 1 to 4 in a new database.
    for (const name of DEMO_ORGANIZATIONS) {
      if (organizations.has(name)) continue;
      const { resource } = await this.commands.execute(
        new CreateOrganizationCommand(
          { name, countries: DEMO_ORGANIZATION_COUNTRIES[name].filter((id) => countries.has(id)) },
          systemContext(),
        ),
      );
      organizations.set(name, resource.id);
    }
    const staffIds = new Map<string, string>();
    for (const person of DEMO_STAFF) {
      const existing = await this.db
        .selectFrom('staff_personal_data')
        .select('account_id')
        .where('email_key', '=', person.email)
        .executeTakeFirst();
      const id =
        existing?.account_id ??
        (await this.staff.create(
          {
            ...person,
            phone: null,
            organizationId: organizations.get(person.organization) ?? null,
            password: DEMO_PASSWORD,
          },
          systemContext(),
        ));
      staffIds.set(person.email, id);
    }
    for (const loader of this.loaders) await loader(this.db, staffIds);
  }
}
