import { Group, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ui/external-link';
import { externalLinks } from '../../config/paths';
import type { Language } from '../../lib/i18n/languages';
import { ChevronDownIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import classes from './layout.module.css';

const SITES = ['foundation', 'event', 'guide'] as const;

/** The fixed first bar: the foundation's other sites and the language. */
export function TopBar({
  language,
  reloadOnLanguageChange,
}: {
  language: Language;
  reloadOnLanguageChange: boolean;
}) {
  const { t } = useTranslation();

  return (
    <div className={classes.topBar}>
      <div className={classes.topBarInner}>
        <nav aria-label={t('topBar.label')}>
          <Group gap="lg" visibleFrom="sm" component="ul" className={classes.plainList}>
            {SITES.map((site) => (
              <li key={site}>
                <ExternalLink href={externalLinks[site]} className={classes.topBarLink}>
                  {t(`topBar.${site}`)}
                </ExternalLink>
              </li>
            ))}
          </Group>
          <Menu position="bottom-start" offset={6} shadow="md" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.topBarButton} hiddenFrom="sm">
                <span>{t('topBar.sites')}</span>
                <ChevronDownIcon />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {SITES.map((site) => (
                <Menu.Item
                  key={site}
                  component="a"
                  href={externalLinks[site]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(`topBar.${site}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </nav>
        <LanguageSwitcher language={language} reload={reloadOnLanguageChange} />
      </div>
    </div>
  );
}
