import { describe, expect, it } from '@jest/globals';
import {
  changedOrganizationBody,
  organizationBody,
  organizationNameProblem,
  valuesFromOrganization,
} from './organization-form-values';

describe('the organisation form', () => {
  const organization = {
    id: 2,
    '@id': '/api/organizations/2',
    name: 'Atelier Network France',
    users: ['u-1'],
    countries: [250, 724],
    assignedCountries: [250],
  };

  it('Given an organisation, Then the form edits its own countries, not its members’', () => {
    expect(valuesFromOrganization(organization)).toEqual({
      name: 'Atelier Network France',
      countries: ['250'],
      users: ['u-1'],
    });
  });

  it('Given a name, Then it is required and sent with single spaces', () => {
    expect(organizationNameProblem('  ')).toBe('nameRequired');
    expect(organizationNameProblem('Atelier')).toBeUndefined();
    expect(
      organizationBody({ name: '  Botteghe   di Firenze ', countries: ['380', '250'], users: ['u-2'] }),
    ).toEqual({
      name: 'Botteghe di Firenze',
      countries: ['/api/countries/250', '/api/countries/380'],
      users: ['/api/users/u-2'],
    });
  });

  it('Given a change, Then only the changed fields are sent', () => {
    const seen = valuesFromOrganization(organization);
    expect(changedOrganizationBody(seen, { ...seen, users: ['u-1'] })).toEqual({});
    expect(
      changedOrganizationBody(seen, { ...seen, users: ['u-2', 'u-1'], name: 'Atelier Network France ' }),
    ).toEqual({
      users: ['/api/users/u-2', '/api/users/u-1'],
    });
  });
});
