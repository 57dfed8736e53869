import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  GreenListTextChange,
  GreenListTextEntry,
  GreenListTextsPage,
} from '@artisans/domain/contracts/green-list-texts';
import { apiFetch } from '../../../lib/http/http-client';
import type { Language } from '../../../lib/i18n/languages';
import { queryClient } from '../../../lib/query/query-client';

/** The wire contract the API writes too (libs/domain/src/contracts/green-list-texts.ts). */
export type { GreenListTextChange, GreenListTextEntry, GreenListTextsPage };

export type GreenListTextChangeRequest = { value?: string; validated?: boolean; comment?: string };

const path = (language: Language, key?: string) =>
  `/api/green-list-texts/${encodeURIComponent(language)}${key ? `/${encodeURIComponent(key)}` : ''}`;

export const greenListTextsKey = (language: Language) => ['green-list-texts', 'entries', language] as const;

/** GET /api/green-list-texts/{language} (admins): every entry, and how many wait per language. */
export const greenListTextsQuery = (language: Language) =>
  queryOptions({
    queryKey: greenListTextsKey(language),
    queryFn: ({ signal }) => apiFetch<GreenListTextsPage>(path(language), { signal }),
    staleTime: 0,
  });

export function useGreenListTexts(language: Language) {
  return useQuery(greenListTextsQuery(language));
}

/** GET …/{key}/changes: who corrected the entry, when, before and after. */
export function useGreenListTextChanges(language: Language, key: string, enabled: boolean) {
  return useQuery({
    queryKey: ['green-list-texts', 'changes', language, key],
    queryFn: ({ signal }) => apiFetch<GreenListTextChange[]>(`${path(language, key)}/changes`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** PUT …/{key}: correct, validate, comment; the list and the history are read again. */
export function useReviewGreenListText(language: Language) {
  return useMutation({
    mutationFn: ({ key, change }: { key: string; change: GreenListTextChangeRequest }) =>
      apiFetch<GreenListTextEntry>(path(language, key), { method: 'PUT', json: change }),
    onSuccess: async (entry) => {
      queryClient.setQueryData<GreenListTextsPage>(greenListTextsKey(language), (page) =>
        page
          ? { ...page, entries: page.entries.map((each) => (each.key === entry.key ? entry : each)) }
          : page,
      );
      await queryClient.invalidateQueries({ queryKey: ['green-list-texts'] });
    },
  });
}
