import { useTranslation } from 'react-i18next';
import { GREEN_LIST_SECTIONS } from '@artisans/domain/green-list-catalogue';
import type { GreenListScore } from '@artisans/domain/green-list-rules';
import classes from './green-list.module.css';

/**
 * The score of each section as horizontal bars, in percent of its maximum (the domain's
 * greenListScore). Plain SVG-free markup: the figures are text a screen reader reads as a list,
 * the bars are decoration. (No chart library yet: see the report of issue 15's web part.)
 */
export function SectionScoreChart({ score }: { score: GreenListScore }) {
  const { t } = useTranslation('green-list');
  return (
    <figure style={{ margin: '1rem 0' }} data-testid="section-score-chart">
      <figcaption className={classes.hint}>{t('staff.chartLabel')}</figcaption>
      <ul style={{ listStyle: 'none', margin: '0.5rem 0 0', padding: 0, display: 'grid', gap: '0.45rem' }}>
        {GREEN_LIST_SECTIONS.map((section) => {
          const points = score.sections[section];
          const width = Math.max(0, Math.min(100, points.percentage));
          return (
            <li
              key={section}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(6rem, 11rem) 1fr 3.5rem',
                gap: '0.5rem',
                alignItems: 'center',
              }}
            >
              <span style={{ fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                {t(`sections.${section}.title`)}
              </span>
              <span
                aria-hidden="true"
                style={{
                  height: '0.9rem',
                  borderRadius: 4,
                  background: 'var(--mantine-color-forest-0)',
                  overflow: 'hidden',
                }}
              >
                <span
                  style={{
                    display: 'block',
                    height: '100%',
                    width: `${width}%`,
                    background: 'var(--mantine-color-forest-6)',
                  }}
                />
              </span>
              <span style={{ fontSize: '0.9rem', textAlign: 'right' }}>
                {points.maximum === 0 ? '—' : `${points.percentage}%`}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
