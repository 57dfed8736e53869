import { apiFetch } from '../../../lib/http/http-client';
import { userPath } from './get-user';

/**
 * DELETE /api/users/{id}: deletes the account and erases its personal data (204). While artisans
 * name it as their creator the API refuses with 409 and the message 'reassignArtisansFirst'.
 */
export async function deleteUser(id: string): Promise<void> {
  await apiFetch(userPath(id), { method: 'DELETE' });
}
