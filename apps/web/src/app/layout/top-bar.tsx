import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ui/external-link';
import { MenuButton } from '../../components/ui/menu-button';
import { externalLinks, socialLinks } from '../../config/paths';
import type { Language } from '../../lib/i18n/languages';
import {
  AccountIcon,
  ChevronDownIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  LogoutIcon,
  YoutubeIcon,
} from './icons';
import { LanguageSwitcher } from './language-switcher';
import classes from './layout.module.css';

const SITES = ['foundation', 'event', 'guide'] as const;

/** Brand names are the same in every language. */
const SOCIAL = [
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'youtube', name: 'YouTube', Icon: YoutubeIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedinIcon },
] as const;

/**
 * The fixed first bar (SPEC.md section 2): other sites, language, social networks, and for whoever
 * is logged in the account settings and logout.
 */
export function TopBar({
  language,
  reloadOnLanguageChange,
  onLogout,
  onAccountSettings,
}: {
  language: Language;
  reloadOnLanguageChange: boolean;
  /** Present when someone is logged in. */
  onLogout?: () => void;
  /** Present when someone is logged in: opens the account settings. */
  onAccountSettings?: () => void;
}) {
  const { t } = useTranslation();

  return (
    <div className={classes.topBar}>
      <div className={classes.topBarInner}>
        <nav aria-label={t('topBar.label')} className={classes.sites}>
          <ul className={`${classes.plainList} ${classes.siteLinks}`}>
            {SITES.map((site) => (
              <li key={site}>
                <ExternalLink href={externalLinks[site]} className={classes.topBarLink}>
                  {t(`topBar.${site}`)}
                </ExternalLink>
              </li>
            ))}
          </ul>
          <div className={classes.sitesMenu}>
            <MenuButton
              align="start"
              buttonClassName={classes.topBarButton}
              label={
                <>
                  <span>{t('topBar.sites')}</span>
                  <ChevronDownIcon />
                </>
              }
              items={SITES.map((site) => ({
                key: site,
                href: externalLinks[site],
                label: t(`topBar.${site}`),
              }))}
            />
          </div>
        </nav>
        <div className={classes.topBarEnd}>
          <ul className={`${classes.plainList} ${classes.social}`} aria-label={t('topBar.social')}>
            {SOCIAL.map(({ key, name, Icon }) => (
              <li key={key}>
                <a
                  href={socialLinks[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.iconLink}
                  aria-label={`${name} (${t('common.opensInNewTab')})`}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitcher language={language} reload={reloadOnLanguageChange} />
          {onAccountSettings ? (
            <IconButton
              icon={<AccountIcon />}
              label={t('topBar.accountSettings')}
              onClick={onAccountSettings}
              opensDialog
              testId="account-settings-button"
            />
          ) : null}
          {onLogout ? (
            <IconButton icon={<LogoutIcon />} label={t('topBar.logout')} onClick={onLogout} testId="logout" />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A top-bar button: its icon, and its word (read by screen readers, shown from tablets up). */
function IconButton({
  icon,
  label,
  onClick,
  opensDialog = false,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  opensDialog?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`plain-button ${classes.topBarButton}`}
      onClick={onClick}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      data-testid={testId}
    >
      {icon}
      <span className={classes.logoutLabel}>{label}</span>
    </button>
  );
}
