import type { QueryClient } from '@tanstack/react-query';
import { confirmedsQuery } from './confirmeds';
import { countriesQuery } from './countries';
import { craftMaterialsQuery } from './craft-materials';
import { craftPeopleQuery } from './craft-people';
import { organizationsQuery } from './organizations';
import { recommendationsQuery } from './recommendations';

/**
 * SPEC.md section 2: after a staff login the lists are loaded: countries, organisations,
 * recommendations, confirmeds, crafts and crafts-person. In the background; a list that fails is
 * asked for again by the screen that needs it.
 */
export function prefetchStaffLists(client: QueryClient, language: string): Promise<unknown> {
  return Promise.allSettled(
    [
      countriesQuery(language),
      organizationsQuery(language),
      recommendationsQuery(language),
      confirmedsQuery(language),
      craftMaterialsQuery(language),
      craftPeopleQuery(language),
    ].map((query) => client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0])),
  );
}
