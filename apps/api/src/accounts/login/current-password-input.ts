import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '@artisans/domain';

/**
 * The current password a signed-in staff member or artisan gives to change its password or delete its
 * account: both settings screens word its refusals alike (`missing` when empty).
 */
export const currentPasswordField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, { error: missing })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.wrongOldPassword });

/** The body of DELETE …/me, the same for staff and artisans: the current password alone. */
export const ownAccountDeletionSchema = z
  .object({ password: currentPasswordField(MESSAGES.fillPassword) })
  .strict();
