import { ArtisanStandingCard } from '../../features/evaluation/components/analysis-artisan-standing';
import { ArtisanHomePage } from '../../features/home/components/artisan-home-page';
import { useSession } from '../../lib/auth/session';
import { useLanguage } from '../../lib/i18n/use-language';

/** The artisan home with where its application stands in it: the app composes the two features. */
export function ArtisanHomeRoute() {
  const session = useSession();
  const language = useLanguage();
  return (
    <ArtisanHomePage
      standing={session ? <ArtisanStandingCard artisanId={session.claims.sub} language={language} /> : null}
    />
  );
}
