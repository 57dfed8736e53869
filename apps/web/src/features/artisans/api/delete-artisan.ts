import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { ARTISAN_LIST_KEY } from './list-artisans';

/** DELETE /api/artisans/{id}: the foundation deletes an artisan and its personal data (204). */
export async function deleteArtisan(id: string): Promise<void> {
  await apiFetch(`/api/artisans/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes, then reads the list again. */
export function useDeleteArtisan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArtisan,
    onSuccess: () => client.invalidateQueries({ queryKey: ARTISAN_LIST_KEY }),
  });
}
