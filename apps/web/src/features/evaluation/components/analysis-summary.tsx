import type { Score } from '@artisans/domain/analysis';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import type { AnalysisView } from '../api/get-analysis';
import { GapIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, DecisionPill, numberFormat, ReviewPill, StatusPill } from './analysis-status';
import classes from './analysis.module.css';

export type ScoreSide = 'evaluation' | 'selfAssessment';

/** A percentage as the reader's language writes it (`80 %` in French, `80%` in English). */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(language === 'jp' ? 'ja' : language, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** A bar of `percent` width: decoration only, the numbers beside it say the same. */
export function ScoreBar({ score, side }: { score: Score; side: ScoreSide }) {
  return (
    <span className={classes.bar} data-side={side} aria-hidden="true">
      <span style={{ width: `${Math.max(0, Math.min(100, score.percent))}%` }} />
    </span>
  );
}

function ScoreTile({ score, side, language }: { score: Score; side: ScoreSide; language: Language }) {
  const { t } = useTranslation('analysis');
  const points = numberFormat(language);
  return (
    <div className={classes.tile} data-side={side} data-testid={`analysis-total-${side}`}>
      <p className={classes.tileLabel}>
        <span className={classes.swatch} data-side={side} aria-hidden="true" />
        {t(`sides.${side}`)}
      </p>
      <p className={classes.tileValue}>
        {t('score.points', { points: points.format(score.points), max: points.format(score.maxPoints) })}
      </p>
      <p className={classes.tilePercent}>{formatPercent(score.percent, language)}</p>
      <ScoreBar score={score} side={side} />
    </div>
  );
}

/** Where the evaluation stands and its total score (staff evaluation and self-assessment). */
export function AnalysisSummary({
  analysis,
  isArtisan,
  language,
}: {
  analysis: AnalysisView;
  isArtisan: boolean;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const largeGaps = analysis.criteria.filter((criterion) => criterion.largeGap).length;
  return (
    <section className={classes.card} aria-labelledby="analysis-summary" data-testid="analysis-summary">
      <h2 id="analysis-summary" className={classes.cardTitle}>
        {t('summary.title')}
      </h2>
      {/* The artisan reads its status and the decision in the notice above. */}
      {isArtisan ? null : (
        <dl className={classes.standing}>
          <div>
            <dt>{t('summary.status')}</dt>
            <dd>
              <StatusPill status={analysis.statusEval} />
            </dd>
          </div>
          <div>
            <dt>{t('summary.review')}</dt>
            <dd>
              <ReviewPill review={analysis.reviewStatus} />
            </dd>
          </div>
          <div>
            <dt>{t('summary.decision')}</dt>
            <dd>
              {analysis.decision ? <DecisionPill decision={analysis.decision} /> : t('summary.noDecision')}
            </dd>
          </div>
        </dl>
      )}

      <div className={classes.tiles}>
        {analysis.evaluation ? (
          <ScoreTile score={analysis.evaluation} side="evaluation" language={language} />
        ) : null}
        {analysis.selfAssessment ? (
          <ScoreTile score={analysis.selfAssessment} side="selfAssessment" language={language} />
        ) : (
          <p className={`${classes.tile} ${classes.muted}`} data-testid="analysis-no-self-assessment">
            {t('summary.noSelfAssessment')}
          </p>
        )}
      </div>

      {!isArtisan && analysis.selfAssessment && analysis.evaluation ? (
        largeGaps > 0 ? (
          <p className={classes.gapNote}>
            <GapIcon />
            {t('summary.largeGaps', { number: largeGaps })}
          </p>
        ) : (
          <p className={classes.muted}>{t('summary.noLargeGap')}</p>
        )
      ) : null}

      {!isArtisan && analysis.commentaryCommittee ? (
        <div className={classes.note}>
          <p className={classes.noteLabel}>{t('notes.commentaryCommittee')}</p>
          <p className={classes.noteText}>{analysis.commentaryCommittee}</p>
        </div>
      ) : null}
    </section>
  );
}
