import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../auth/session';
import type { Session } from '../auth/session-token';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { withQueryClient } from './with-query-client';

/** What a page about one artisan reads from its route: the artisan's id, the session, the language. */
export type ArtisanRoute = { id: string; session: Session; language: Language };

/**
 * The frame of a page about one artisan (its evaluation, analysis, decisions): the app's query
 * client around the screen `children` gives once the session is known (nothing before).
 */
export const ArtisanRoutePage = withQueryClient(ArtisanRouteScreen);

function ArtisanRouteScreen({ children }: { children: (route: ArtisanRoute) => ReactNode }) {
  const { id = '' } = useParams();
  const session = useSession();
  const language = useLanguage();
  if (!session) return null;
  return children({ id, session, language });
}
