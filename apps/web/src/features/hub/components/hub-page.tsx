import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo, type RouteName } from '../../../config/paths';
import { useProductName } from '../../../lib/app-config/app-config';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../../lib/i18n/languages';
import classes from './hub-page.module.css';

type Choice = { key: 'artisan' | 'member'; route: RouteName };

const CHOICES: readonly Choice[] = [
  { key: 'artisan', route: 'artisan login' },
  { key: 'member', route: 'login' },
];

/** SPEC.md section 3: 7 essential and 4 differentiating criteria of excellence. */
const CRITERIA = {
  essential: [
    'tradition',
    'creativity',
    'savoirFaire',
    'innovation',
    'interpretation',
    'territory',
    'competence',
  ],
  differentiating: ['originality', 'training', 'talent', 'authenticity'],
} as const;

/**
 * The entry for visitors (SPEC.md route `hub`): who are you, and where to go from here. Plain
 * markup on purpose: this is the first screen most people load.
 */
export function HubPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const productName = useProductName();
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const criteriaId = useId();

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <div className={classes.hero}>
          <p className={classes.overline}>{t('topBar.foundation')}</p>
          <h1 className={classes.title}>{productName}</h1>
          <p className={classes.tagline}>{t('hub.tagline')}</p>
          <span className={classes.rule} aria-hidden="true" />
          <p className={classes.intro}>{t('hub.intro')}</p>
        </div>

        <section aria-labelledby="hub-choices">
          <h2 id="hub-choices" className={classes.choicesHeading}>
            {t('hub.choose')}
          </h2>
          <div className={classes.grid}>
            {CHOICES.map((choice) => (
              <article key={choice.key} className={classes.card}>
                <h3 className={classes.cardTitle}>{t(`hub.${choice.key}.title`)}</h3>
                <p className={classes.cardText}>{t(`hub.${choice.key}.text`)}</p>
                <Link to={pathTo(choice.route, language)} className={classes.action}>
                  {t(`hub.${choice.key}.action`)}
                </Link>
              </article>
            ))}
          </div>
        </section>

        <section className={classes.criteriaSection} aria-labelledby="hub-criteria">
          <h2 id="hub-criteria" className={classes.criteriaHeading}>
            <button
              type="button"
              className={`plain-button ${classes.criteriaToggle}`}
              aria-expanded={criteriaOpen}
              aria-controls={criteriaId}
              onClick={() => setCriteriaOpen((open) => !open)}
            >
              <span className={classes.criteriaLabel}>{t('hub.criteria')}</span>
              <span aria-hidden="true" className={classes.chevron} data-open={criteriaOpen}>
                →
              </span>
            </button>
          </h2>
          <div id={criteriaId} hidden={!criteriaOpen} className={classes.criteria}>
            <p className={classes.criteriaIntro}>{t('hub.criteriaIntro')}</p>
            {(['essential', 'differentiating'] as const).map((group) => (
              <div key={group} className={classes.criteriaGroup}>
                <h3 className={classes.groupTitle}>{t(`criteria.${group}`)}</h3>
                <dl className={classes.criteriaList}>
                  {CRITERIA[group].map((key) => (
                    <div key={key} className={classes.criterion}>
                      <dt>{t(`criteria.${key}.name`)}</dt>
                      <dd>{t(`criteria.${key}.text`)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
