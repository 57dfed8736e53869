import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import classes from './copyright-page.module.css';

/** The three texts the footer links to, and their paragraphs (keys in the `legal` namespace). */
const SECTIONS = [
  { id: 'copyright', key: 'copyright', paragraphs: ['p1', 'p2', 'p3'] },
  {
    id: 'privacy-policy',
    key: 'privacy',
    paragraphs: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
  },
  { id: 'terms-of-use', key: 'terms', paragraphs: ['p1', 'p2', 'p3', 'p4', 'p5'] },
] as const;

/** SPEC.md route `copyright`: copyright, privacy policy and terms of use, in the reader's language. */
export function CopyrightPage() {
  const { t } = useTranslation('legal');
  const { hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <div className={classes.page}>
      <article className={classes.inner}>
        <h1 className={classes.title}>{t('title')}</h1>
        <p className={classes.updated}>{t('updated')}</p>
        <nav aria-label={t('contents')}>
          <ul className={classes.toc}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(`${section.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {SECTIONS.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={classes.section}
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className={classes.heading}>
              {t(`${section.key}.title`)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={classes.paragraph}>
                {t(`${section.key}.${paragraph}`)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
