import { DomainError, MESSAGES, fold } from '@artisans/domain';
import {
  organizationDecider as decider,
  organizationNameKey,
  type OrganizationCommand,
  type OrganizationEvent,
} from './organization.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';
import { OUTSIDE_THE_FOUNDATION } from '../../../../../test-support/roles';

const admin = { id: 'admin-1', role: 'ROLE_ADMIN' } as const;
const committee = { id: 'committee-1', role: 'ROLE_EXECUTIVE_COMMITTEE' } as const;
const created: OrganizationEvent = {
  type: 'OrganizationCreated',
  data: { organizationId: 7, name: 'Atelier Network France', countries: [250] },
};
const { given } = deciderSpec(decider);
const update = (
  changes: Extract<OrganizationCommand, { type: 'UpdateOrganization' }>['changes'],
  extra: Partial<Extract<OrganizationCommand, { type: 'UpdateOrganization' }>> = {},
): OrganizationCommand => ({
  type: 'UpdateOrganization',
  organizationId: 7,
  changes,
  recorded: null,
  actor: admin,
  ...extra,
});

describe('organisation decider', () => {
  it('creates an organisation once, its countries sorted without repeats', () => {
    const create: OrganizationCommand = {
      type: 'CreateOrganization',
      organizationId: 7,
      settings: { name: 'Atelier Network France', countries: [250, 250] },
      actor: committee,
    };
    expect(decider.decide(create, given())).toEqual([created]);
    expect(() => decider.decide(create, given(created))).toThrow(
      new DomainError('conflict', 'This organisation already exists.'),
    );
  });

  it('lets only the foundation (admin, executive committee) or the system manage organisations', () => {
    for (const role of OUTSIDE_THE_FOUNDATION)
      expect(() =>
        decider.decide(update({ name: 'Other' }, { actor: { id: 'x', role } }), given(created)),
      ).toThrow(new DomainError('forbidden', MESSAGES.forbidden, 'forbidden'));
    expect(decider.decide(update({ name: 'Other' }, { actor: null }), given(created))).toHaveLength(1);
  });

  it('records only the fields that really changed', () => {
    const events = decider.decide(
      update({ name: 'Atelier Network France', countries: [380, 250] }),
      given(created),
    );
    expect(events).toEqual([
      {
        type: 'OrganizationUpdated',
        data: { organizationId: 7, changedFields: ['countries'], countries: [250, 380] },
      },
    ]);
    expect(fold(decider, [created, ...events])).toEqual({
      status: 'existing',
      settings: { name: 'Atelier Network France', countries: [250, 380] },
    });
    expect(decider.decide(update({ countries: [250] }), given(created))).toEqual([]);
  });

  it('refuses an empty or untrimmed name', () => {
    for (const name of ['', '  ', ' Padded', 'x'.repeat(121)])
      expect(() => decider.decide(update({ name }), given(created))).toThrow(DomainError);
  });

  it('brings a seeded organisation into the log as it stood at its first change', () => {
    const recorded = { name: 'Rete Mestieri', countries: [380] };
    expect(decider.decide(update({ name: 'Rete Mestieri d’Italia' }, { recorded }), given())).toEqual([
      { type: 'OrganizationRecorded', data: { organizationId: 7, ...recorded } },
      {
        type: 'OrganizationUpdated',
        data: { organizationId: 7, changedFields: ['name'], name: 'Rete Mestieri d’Italia' },
      },
    ]);
    // No change: nothing to record.
    expect(decider.decide(update({ name: 'Rete Mestieri' }, { recorded }), given())).toEqual([]);
  });

  it('does not change an organisation that does not exist', () => {
    expect(() => decider.decide(update({ name: 'Ghost' }), given())).toThrow(
      new DomainError('not_found', MESSAGES.notFound, 'not-found'),
    );
  });

  it('tells names apart regardless of case, spacing and Unicode forms', () => {
    expect(organizationNameKey('  Atelier   Network ')).toBe(organizationNameKey('atelier network'));
    expect(organizationNameKey('Ｒｅｔｅ')).toBe(organizationNameKey('rete'));
    expect(organizationNameKey('Rete A')).not.toBe(organizationNameKey('Rete B'));
  });
});
