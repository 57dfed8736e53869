import { useQuery } from '@tanstack/react-query';
import { GREEN_LIST_NAMESPACE } from '@artisans/domain/green-list-catalogue';
import { apiFetch } from '../../../lib/http/http-client';
import { i18n } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/languages';

/**
 * The reviewers' corrections of the Green List's texts (GET /api/green-list-texts/{language}/
 * corrections, by key), laid over the shipped green-list.json once it is loaded: a correction reaches
 * artisans at their next opening, without a new release. The file stays the cacheable bulk; this
 * answer holds only what was corrected. Should it fail, the shipped texts are shown.
 */
export async function applyGreenListCorrections(language: Language): Promise<Record<string, string>> {
  // The file first: loading it later would put its own objects back over the corrections.
  await i18n.loadNamespaces(GREEN_LIST_NAMESPACE);
  try {
    const corrections = await apiFetch<Record<string, string>>(
      `/api/green-list-texts/${encodeURIComponent(language)}/corrections`,
      { anonymous: true, silent: true },
    );
    i18n.addResources(language, GREEN_LIST_NAMESPACE, corrections);
    return corrections;
  } catch {
    return {};
  }
}

export function useGreenListCorrections(language: Language) {
  return useQuery({
    queryKey: ['green-list-texts', 'corrections', language],
    queryFn: () => applyGreenListCorrections(language),
    // Read again at each opening: a correction made meanwhile is shown.
    staleTime: 0,
    retry: false,
  });
}
