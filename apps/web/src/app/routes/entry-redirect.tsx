import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/ui/page-loader';
import { pathTo } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config/app-config';
import { homeRouteFor } from '../../lib/auth/permissions';
import { useSession } from '../../lib/auth/session';
import { readSavedLanguage } from '../../lib/i18n/i18n';
import { isLanguage, pickLanguage } from '../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/i18n/languages';

/**
 * Where a visitor without a screen in the URL goes: the maintenance page when the API says so (or
 * cannot be reached, since then nothing else would work either), else the role's home for a
 * logged-in user and the hub for everyone else.
 */
function EntryRedirect({ language }: { language: Language }) {
  const config = useAppConfig();
  const session = useSession();
  if (config.status === 'pending') return <PageLoader />;
  if (config.status === 'error' || config.data.maintenanceMode)
    return <Navigate replace to={pathTo('maintenance', language)} />;
  const target = session ? homeRouteFor(session.claims.role) : 'hub';
  return <Navigate replace to={pathTo(target, language)} />;
}

/** `/`: the saved language, else the browser's, else English. */
export function RootRedirect() {
  return <EntryRedirect language={pickLanguage(readSavedLanguage(), navigator.languages)} />;
}

/** `/:lang` with nothing after it (the language route has already checked the code). */
export function LanguageIndexRedirect() {
  const { lang } = useParams();
  return <EntryRedirect language={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} />;
}
