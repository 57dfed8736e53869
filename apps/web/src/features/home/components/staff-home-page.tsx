import { useTranslation } from 'react-i18next';
import { menuLinks } from '../../../lib/auth/menu';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useOwnName } from '../api/get-own-account';
import { Landing } from './landing';
import { WaitingForYou } from './waiting-for-you';

/** SPEC.md route `home`: the staff landing page, what waits for the member, and the role's menu. */
export function StaffHomePage() {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const session = useSession();
  const name = useOwnName(session !== null);
  if (!session) return null;
  return (
    <Landing
      overline={t(`roles.${session.claims.role}`)}
      title={name ? t('home.staffGreeting', { name }) : t('home.staffTitle')}
      intro={t('home.staffIntro')}
      links={menuLinks(session.claims)}
      language={language}
    >
      <WaitingForYou language={language} />
    </Landing>
  );
}
