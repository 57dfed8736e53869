import { useTranslation } from 'react-i18next';
import { menuLinks } from '../../../lib/auth/menu';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { Landing } from './landing';

/** SPEC.md route `home`: the staff landing page with the role's menu. */
export function StaffHomePage() {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const session = useSession();
  if (!session) return null;
  return (
    <Landing
      overline={t(`roles.${session.claims.role}`)}
      title={t('home.staffTitle')}
      intro={t('home.staffIntro')}
      links={menuLinks(session.claims)}
      language={language}
    />
  );
}
