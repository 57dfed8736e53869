import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MenuButton } from '../../components/ui/menu-button';
import { saveLanguage } from '../../lib/i18n/i18n';
import { htmlLang, withLanguage } from '../../lib/i18n/language-resolution';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/languages';
import { CheckIcon } from '../../components/ui/check-icon';
import { ChevronDownIcon, GlobeIcon } from './icons';
import classes from './layout.module.css';

/**
 * The languages as links to the same page in each language: choosing one re-navigates (the
 * language route then loads its file) and remembers it; on the analysis and statistics routes the
 * page reloads (SPEC.md section 2). A menu, not a select, so arrowing through the list does not
 * navigate on every step.
 */
export function LanguageSwitcher({ language, reload }: { language: Language; reload: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <MenuButton
      testId="language-switcher"
      buttonClassName={classes.topBarButton}
      label={
        <>
          <GlobeIcon />
          <span>
            <span className="visually-hidden">{t('language.label')}: </span>
            {LANGUAGE_NAMES[language]}
          </span>
          <ChevronDownIcon />
        </>
      }
      items={LANGUAGES.map((code) => ({
        key: code,
        to: `${withLanguage(location.pathname, code)}${location.search}${location.hash}`,
        reloadDocument: reload,
        current: code === language,
        lang: htmlLang(code),
        onSelect: () => saveLanguage(code),
        label: (
          <>
            {LANGUAGE_NAMES[code]}
            {code === language ? <CheckIcon /> : null}
          </>
        ),
      }))}
    />
  );
}
