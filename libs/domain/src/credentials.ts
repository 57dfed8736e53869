/** Login and password rules of SPEC.md section 5. */
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 hashes long inputs fine, but a cap stops a megabyte "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** Characters no part of an address may hold: spaces, '@', and control characters. */
const NOT_IN_ADDRESS = String.raw`[^\s@\u0000-\u001f\u007f]`;

/** A common email pattern: something@something.tld. */
export const EMAIL_PATTERN = new RegExp(`^${NOT_IN_ADDRESS}+@${NOT_IN_ADDRESS}+\\.${NOT_IN_ADDRESS}{2,}$`);
export const EMAIL_MAX_LENGTH = 180;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim());
}

/** The form in which emails are compared: one account per address whatever its case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
