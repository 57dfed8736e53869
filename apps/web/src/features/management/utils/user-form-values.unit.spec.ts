import { describe, expect, it } from '@jest/globals';
import type { UserRow } from '../api/list-users';
import {
  changedBody,
  createBody,
  emptyUserForm,
  rebaseUserDraft,
  userFormProblems,
  valuesFromUser,
  type UserFormValues,
} from './user-form-values';

const USER: UserRow = {
  id: 'u-1',
  '@id': '/api/users/u-1',
  title: 'Ms.',
  firstName: 'Nathalie',
  lastName: 'Dubois',
  name: 'Nathalie Dubois',
  email: 'network@demo.test',
  phone: null,
  role: 'ROLE_NETWORK_MEMBER',
  countries: [250],
  organisation: { id: 2, name: 'Atelier Network France' },
  isActive: true,
  language: 'fr',
};

const filled: UserFormValues = {
  ...emptyUserForm('en'),
  title: 'Mr.',
  firstName: ' Marco ',
  lastName: 'Rossi',
  email: 'marco@example.test',
  role: 'ROLE_AMBASSADOR',
  countries: ['380', '250'],
  organisation: '3',
};

describe('the user form', () => {
  it('Given an empty form, Then the fields of SPEC.md section 3 are asked for', () => {
    expect(userFormProblems(emptyUserForm('en'))).toEqual({
      title: 'titleRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'fillEmail',
      role: 'roleRequired',
    });
  });

  it('Given a password, Then it has 8 characters and matches its confirmation; none is fine (a link is mailed)', () => {
    expect(userFormProblems(filled)).toEqual({});
    expect(userFormProblems({ ...filled, password: 'short', confirmation: 'short' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(userFormProblems({ ...filled, password: 'long-enough', confirmation: 'other' })).toEqual({
      confirmation: 'passwordsDiffer',
    });
    expect(userFormProblems({ ...filled, email: 'not-an-email', phone: 'call me' })).toEqual({
      email: 'emailFormat',
      phone: 'phoneFormat',
    });
  });

  it('Given a filled form, When it is created, Then the API gets IRIs, trimmed names and no password', () => {
    expect(createBody(filled)).toEqual({
      title: 'Mr.',
      firstName: 'Marco',
      lastName: 'Rossi',
      email: 'marco@example.test',
      phone: null,
      countries: ['/api/countries/250', '/api/countries/380'],
      organisation: '/api/organizations/3',
      role: 'ROLE_AMBASSADOR',
      language: 'en',
    });
    expect(createBody({ ...filled, password: 'password-1', confirmation: 'password-1' })).toMatchObject({
      password: 'password-1',
      confirmation: 'password-1',
    });
  });

  it('Given an account, When only some fields change, Then only those are sent', () => {
    const seen = valuesFromUser(USER);
    expect(seen).toMatchObject({
      title: 'Ms.',
      countries: ['250'],
      organisation: '2',
      language: 'fr',
      phone: '',
    });
    expect(changedBody(seen, seen)).toEqual({});
    expect(
      changedBody(seen, {
        ...seen,
        lastName: 'Dubois-Martin',
        countries: ['250', '724'],
        organisation: null,
      }),
    ).toEqual({
      lastName: 'Dubois-Martin',
      countries: ['/api/countries/250', '/api/countries/724'],
      organisation: null,
    });
  });

  it('Given a stale save, When the latest version is loaded, Then what the person typed stays on top', () => {
    const seen = valuesFromUser(USER);
    const latest = { ...seen, phone: '+33 1 23 45 67 89', email: 'nathalie@atelier.test' };
    const typed = { ...seen, lastName: 'Dubois-Martin' };
    expect(rebaseUserDraft(seen, latest, typed)).toEqual({ ...latest, lastName: 'Dubois-Martin' });
  });
});
