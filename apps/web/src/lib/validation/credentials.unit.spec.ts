import { describe, expect, it } from '@jest/globals';
import { emailProblem, isNewPasswordValid, newPasswordProblems, passwordProblem } from './credentials';

describe('credential rules (SPEC.md section 5)', () => {
  it.each([
    ['', 'fillEmail'],
    ['   ', 'fillEmail'],
    ['marie', 'emailFormat'],
    ['marie@atelier', 'emailFormat'],
    ['marie @atelier.fr', 'emailFormat'],
    ['marie@atelier.fr', undefined],
    [' marie@atelier.fr ', undefined],
  ])('email %p gives %p', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it('refuses an empty login password only', () => {
    expect(passwordProblem('')).toBe('fillPassword');
    expect(passwordProblem('x')).toBeUndefined();
  });

  it('wants a new password of at least 8 characters, equal to its confirmation', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'fillPassword' });
    expect(newPasswordProblems('short', 'short')).toEqual({ password: 'passwordTooShort' });
    expect(newPasswordProblems('long enough', 'long enougH')).toEqual({ confirmation: 'passwordsDiffer' });
    expect(newPasswordProblems('12345678', '12345678')).toEqual({});
    expect(isNewPasswordValid('12345678', '12345678')).toBe(true);
    expect(isNewPasswordValid('1234567', '1234567')).toBe(false);
  });
});
