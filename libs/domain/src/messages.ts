/**
 * The user-facing messages SPEC.md names (sections 5 and 8), word for word. The API answers with
 * them; the web app shows them as given and translates them by their key.
 */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials, please try again.',
  verifyEmail: 'We sent you a verification email. Please check your inbox and spams',
  accountInactive: 'Your account is not active. Please contact the foundation.',
  invalidHash: "Hash value is invalid / This hash doesn't exist in system. Please try to request again",
  unknownEmail: "This e-mail doesn't exist in system.",
  resetEmailSent: 'An email was sent to you with a link to choose a new password.',
  artisanExists: 'This artisan already exists. Please contact to network admin in your country.',
  emailExists: 'This email already exists',
  wrongOldPassword: 'Your previous password is incorrect',
  passwordChanged: 'You have successfully changed your password',
  languageNotSupported: 'Language not supported',
  fillEmail: 'Please fill in the email',
  emailFormat: 'Your email address does not have a proper format',
  invalidEmail: 'Invalid email',
  fillPassword: 'Please fill in the password',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordsDiffer: 'Both passwords do not match',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'This record does not exist or was deleted.',
  changedMeanwhile: 'Someone else changed this record at the same moment. Please try again.',
  staleVersion:
    'Someone else changed this record since you opened it. Reload it to see their changes; what you typed stays on the screen.',
  reassignArtisansFirst:
    'This account still has artisans attached. Please reassign their CREATED BY field to another account first.',
  adminAccountsByAdminsOnly:
    'Only an admin can create, change, deactivate or delete an admin account, or give or remove the admin role.',
  ownRoleOrCountries: 'You cannot change your own role or countries. Please ask an admin.',
  ownCredentialsInSettings:
    'To change your own password or delete your own account, use your account settings: they ask for your current password.',
  generic: 'Something went wrong. Please try again later.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
