import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useNotify } from '../../components/ui/notifications/notifications';
import { applyLanguage } from '../../lib/i18n/i18n';
import { classifyLanguageParam, withLanguage } from '../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';

/**
 * `/:lang`: the URL is where the language lives. A known code switches the interface (loading its
 * file on first use); `ja` becomes `jp`; anything else is reported and replaced by English.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const location = useLocation();
  const { t } = useTranslation();
  const notify = useNotify();
  const param = classifyLanguageParam(lang);
  const language = param.kind === 'supported' ? param.language : undefined;

  useEffect(() => {
    if (param.kind === 'unsupported')
      notify({ id: 'language-not-supported', message: t('language.notSupported'), tone: 'error' });
  }, [param.kind, notify, t]);

  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);

  if (param.kind !== 'supported') {
    const target = param.kind === 'alias' ? param.language : DEFAULT_LANGUAGE;
    return <Navigate replace to={{ ...location, pathname: withLanguage(location.pathname, target) }} />;
  }
  return <Outlet />;
}
