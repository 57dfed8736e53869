import { useTranslation } from 'react-i18next';
import { greenListScore } from '@artisans/domain/green-list-rules';
import { GreenListAnswers, type GreenListSheetProps } from './green-list-answers';
import { ScoreTable } from './green-list-summary';
import { SectionScoreChart } from './section-score-chart';
import classes from './green-list.module.css';

/**
 * The Green List read only, once sent (the artisan) or for the foundation: the score per section as
 * bars and as a table, then every answer. Its own chunk: the artisan answering never needs it.
 */
export function GreenListReadOnly({ catalogue, sheet, language }: GreenListSheetProps) {
  const { t } = useTranslation('green-list');
  const score = greenListScore(catalogue, sheet);
  return (
    <>
      <section className={classes.card} aria-labelledby="gl-score-title">
        <h2 id="gl-score-title" className={classes.title} style={{ fontSize: '1.35rem' }}>
          {t('staff.chartTitle')}
        </h2>
        <p className={classes.hint}>{t('staff.scoreTotal', score)}</p>
        <SectionScoreChart score={score} />
        <div style={{ overflowX: 'auto' }}>
          <ScoreTable catalogue={catalogue} sheet={sheet} />
        </div>
      </section>
      <GreenListAnswers catalogue={catalogue} sheet={sheet} language={language} />
    </>
  );
}
