import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtisanCraftSet } from '../../../lib/auth/artisan-craft';
import { menuLinks } from '../../../lib/auth/menu';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { Landing } from './landing';

/**
 * SPEC.md route `artisan home`: the artisan's landing page. `standing` (where its application stands,
 * composed in by the app from the evaluation feature) sits between the greeting and the menu, so that
 * the artisan learns the decision here too.
 */
export function ArtisanHomePage({ standing }: { standing: ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const session = useSession();
  const craftSet = useArtisanCraftSet(session?.claims.sub);
  if (!session) return null;
  return (
    <Landing
      overline={t('roles.ROLE_ARTISAN')}
      title={t('home.artisanTitle')}
      intro={t('home.artisanIntro')}
      links={menuLinks(session.claims, { craftSet })}
      language={language}
    >
      {standing}
    </Landing>
  );
}
