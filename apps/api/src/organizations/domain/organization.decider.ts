import { assertNever, DomainError, MESSAGES, assertCan, type Decider, type Role } from '@artisans/domain';

/**
 * An organisation of the network (SPEC.md section 3: name, countries, users). Its stream holds its
 * own settings; who belongs to it is each staff account's `organizationId`, changed in the
 * account's stream. Names are not personal data, so they travel in the events.
 */
export type OrganizationSettings = {
  name: string;
  /** The countries given to the organisation itself, ascending; its members add theirs. */
  countries: number[];
};

export type OrganizationEvent =
  | { type: 'OrganizationCreated'; data: { organizationId: number } & OrganizationSettings }
  /**
   * An organisation that existed before it had a log (seeded by older installs) enters the log
   * as it stood, at its first change, so that the log alone tells its whole story from then on.
   */
  | { type: 'OrganizationRecorded'; data: { organizationId: number } & OrganizationSettings }
  | {
      type: 'OrganizationUpdated';
      data: {
        organizationId: number;
        changedFields: (keyof OrganizationSettings)[];
      } & Partial<OrganizationSettings>;
    };

/** Who asks; null for the system itself (demo data). */
export type OrganizationActor = { id: string; role: Role } | null;

export type OrganizationCommand =
  | {
      type: 'CreateOrganization';
      organizationId: number;
      settings: OrganizationSettings;
      actor: OrganizationActor;
    }
  | {
      type: 'UpdateOrganization';
      organizationId: number;
      changes: Partial<OrganizationSettings>;
      /** The read model's row of an organisation whose stream is empty (see OrganizationRecorded). */
      recorded: OrganizationSettings | null;
      actor: OrganizationActor;
    };

export type OrganizationState = { status: 'none' } | { status: 'existing'; settings: OrganizationSettings };

export const ORGANIZATION_NAME_MAX_LENGTH = 120;

function assertValidName(name: string): void {
  if (name.trim() === '' || name !== name.trim() || name.length > ORGANIZATION_NAME_MAX_LENGTH)
    throw new DomainError('invalid', 'The name of the organisation is required (at most 120 characters).');
}

const sortedCountries = (countries: readonly number[]) => [...new Set(countries)].sort((a, b) => a - b);

const sameCountries = (a: readonly number[], b: readonly number[]) =>
  JSON.stringify(sortedCountries(a)) === JSON.stringify(sortedCountries(b));

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
      case 'OrganizationRecorded': {
        const { name, countries } = event.data;
        return { status: 'existing', settings: { name, countries } };
      }
      case 'OrganizationUpdated': {
        if (state.status !== 'existing') return state;
        const { name, countries } = event.data;
        return {
          status: 'existing',
          settings: {
            name: name ?? state.settings.name,
            countries: countries ?? state.settings.countries,
          },
        };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    assertCan(command.actor, 'organizations.manage');
    switch (command.type) {
      case 'CreateOrganization': {
        if (state.status !== 'none') throw new DomainError('conflict', 'This organisation already exists.');
        assertValidName(command.settings.name);
        return [
          {
            type: 'OrganizationCreated',
            data: {
              organizationId: command.organizationId,
              name: command.settings.name,
              countries: sortedCountries(command.settings.countries),
            },
          },
        ];
      }
      case 'UpdateOrganization': {
        const recorded: OrganizationEvent[] =
          state.status === 'none' && command.recorded
            ? [
                {
                  type: 'OrganizationRecorded',
                  data: {
                    organizationId: command.organizationId,
                    name: command.recorded.name,
                    countries: sortedCountries(command.recorded.countries),
                  },
                },
              ]
            : [];
        const current = state.status === 'existing' ? state.settings : command.recorded;
        if (!current) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
        const { name, countries } = command.changes;
        const changes: Partial<OrganizationSettings> = {};
        if (name !== undefined && name !== current.name) {
          assertValidName(name);
          changes.name = name;
        }
        if (countries !== undefined && !sameCountries(countries, current.countries))
          changes.countries = sortedCountries(countries);
        const changedFields = Object.keys(changes) as (keyof OrganizationSettings)[];
        // Nothing changes: a seeded organisation need not enter the log for it.
        if (changedFields.length === 0) return [];
        return [
          ...recorded,
          {
            type: 'OrganizationUpdated',
            data: { organizationId: command.organizationId, changedFields, ...changes },
          },
        ];
      }
    }
  },
};

export const organizationStreamId = (organizationId: number) => `organization-${organizationId}`;

/**
 * What makes two names the same organisation: case, spacing and Unicode forms aside
 * ("Atelier  Network" and "atelier network" are one name).
 */
export function organizationNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
