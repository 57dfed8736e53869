import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { htmlLang, withLanguage } from '../../lib/i18n/language-resolution';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/languages';
import { saveLanguage } from '../../lib/i18n/i18n';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';
import classes from './layout.module.css';

/**
 * The languages as links to the same page in each language: choosing one re-navigates (the
 * language route then loads its file) and remembers it. A menu, not a select, so arrowing
 * through the list does not navigate on every step.
 */
export function LanguageSwitcher({ language, reload }: { language: Language; reload: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.topBarButton} data-testid="language-switcher">
          <GlobeIcon />
          <span>
            <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
            {LANGUAGE_NAMES[language]}
          </span>
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.languageList}>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            component={Link}
            to={`${withLanguage(location.pathname, code)}${location.search}${location.hash}`}
            reloadDocument={reload}
            onClick={() => saveLanguage(code)}
            lang={htmlLang(code)}
            hrefLang={htmlLang(code)}
            aria-current={code === language ? 'true' : undefined}
            rightSection={code === language ? <CheckIcon /> : null}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
