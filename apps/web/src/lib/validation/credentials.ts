import { isEmail, PASSWORD_MIN_LENGTH } from '@artisans/domain/credentials';

/** Keys of the `messages` group of the locale files (SPEC.md section 5, word for word in English). */
export type CredentialProblem =
  'fillEmail' | 'emailFormat' | 'fillPassword' | 'passwordTooShort' | 'passwordsDiffer';

export { PASSWORD_MIN_LENGTH };

/** Login and reset request: 'Please fill in the email'; 'Your email address does not have a proper format'. */
export function emailProblem(email: string): CredentialProblem | undefined {
  if (email.trim() === '') return 'fillEmail';
  if (!isEmail(email)) return 'emailFormat';
  return undefined;
}

/** Login: the password must not be empty. */
export function passwordProblem(password: string): CredentialProblem | undefined {
  return password === '' ? 'fillPassword' : undefined;
}

export type NewPasswordProblems = { password?: CredentialProblem; confirmation?: CredentialProblem };

/** Password create or reset: at least 8 characters, equal to its confirmation. */
export function newPasswordProblems(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password === '') problems.password = 'fillPassword';
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'passwordTooShort';
  if (confirmation !== password) problems.confirmation = 'passwordsDiffer';
  return problems;
}

export function isNewPasswordValid(password: string, confirmation: string): boolean {
  const problems = newPasswordProblems(password, confirmation);
  return !problems.password && !problems.confirmation;
}
