import { apiFetch } from '../../../lib/http/http-client';
import { field, optionalField } from '../../../lib/http/read-fields';

export type CreatePasswordInput = {
  hash: string;
  id: string;
  password: string;
  confirmation: string;
  goto: string | undefined;
};

/** POST /create-password-artisan-action: an invited artisan's first password; then auto-login. */
export async function createPasswordArtisanAction(
  input: CreatePasswordInput,
): Promise<{ id: string; loginProof: string; goto: string | undefined }> {
  const body = await apiFetch('/create-password-artisan-action', {
    method: 'POST',
    json: input,
    anonymous: true,
  });
  return { id: field(body, 'id'), loginProof: field(body, 'loginProof'), goto: optionalField(body, 'goto') };
}
