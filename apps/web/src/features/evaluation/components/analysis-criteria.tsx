import type { CriterionAnalysis, Score } from '@artisans/domain/analysis';
import { CRITERION_GROUPS, criteriaKeys, type CriterionGroup } from '@artisans/domain/criteria';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import type { AnalysisView } from '../api/get-analysis';
import { GapIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, numberFormat, useStandingLabels } from './analysis-status';
import { formatPercent, ScoreBar, type ScoreSide } from './analysis-summary';
import classes from './analysis.module.css';

/** A gap with its sign: `+3` when the artisan rates itself higher, `−9` lower. */
export function formatGap(gap: number, language: Language): string {
  const value = numberFormat(language).format(Math.abs(gap));
  return gap > 0 ? `+${value}` : gap < 0 ? `−${value}` : value;
}

function ScoreCell({ score, side, language }: { score: Score | null; side: ScoreSide; language: Language }) {
  const { t } = useTranslation('analysis');
  if (!score) return <span className={classes.muted}>{t('table.none')}</span>;
  const points = numberFormat(language);
  return (
    <span className={classes.scoreCell}>
      <span className={classes.scoreText}>
        <strong>
          {t('score.points', { points: points.format(score.points), max: points.format(score.maxPoints) })}
        </strong>
        <span className={classes.scorePercent}>{formatPercent(score.percent, language)}</span>
      </span>
      <ScoreBar score={score} side={side} />
    </span>
  );
}

/**
 * Per group, a table of its criteria: the staff evaluation and the self-assessment side by side as
 * points, percentage and a bar, the gap between them and a flag where it is large; the group's total
 * at the foot. An artisan sees its self-assessment only.
 */
export function AnalysisCriteria({ analysis, language }: { analysis: AnalysisView; language: Language }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const hasEvaluation = analysis.evaluation !== null;
  const hasSelf = analysis.selfAssessment !== null;
  const both = hasEvaluation && hasSelf;

  return (
    <section className={classes.card} aria-labelledby="analysis-criteria" data-testid="analysis-criteria">
      <h2 id="analysis-criteria" className={classes.cardTitle}>
        {t('criteria.title')}
      </h2>
      <p className={classes.muted}>{both ? t('criteria.introBoth') : t('criteria.introOne')}</p>
      {both ? (
        <p className={classes.legend}>
          <span>
            <span className={classes.swatch} data-side="evaluation" aria-hidden="true" />
            {t('sides.evaluation')}
          </span>
          <span>
            <span className={classes.swatch} data-side="selfAssessment" aria-hidden="true" />
            {t('sides.selfAssessment')}
          </span>
        </p>
      ) : null}
      {CRITERION_GROUPS.map((group) => (
        <GroupTable
          key={group}
          group={group}
          analysis={analysis}
          language={language}
          hasEvaluation={hasEvaluation}
          hasSelf={hasSelf}
        />
      ))}
    </section>
  );
}

function GroupTable({
  group,
  analysis,
  language,
  hasEvaluation,
  hasSelf,
}: {
  group: CriterionGroup;
  analysis: AnalysisView;
  language: Language;
  hasEvaluation: boolean;
  hasSelf: boolean;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const both = hasEvaluation && hasSelf;
  const rows = analysis.criteria.filter((criterion) => criterion.group === group);
  const total = analysis.groups.find((item) => item.group === group);
  const groupName = t(criteriaKeys.groupName(group), { ns: 'criteria' });
  const evaluationLabel = t('sides.evaluation');
  const selfLabel = t('sides.selfAssessment');
  const gapLabel = t('table.gap');

  return (
    <table
      className={classes.table}
      data-testid={`analysis-group-${group}`}
      data-columns={1 + Number(hasEvaluation) + Number(hasSelf) + Number(both)}
    >
      <caption>{groupName}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.criterion')}</th>
          {hasEvaluation ? <th scope="col">{evaluationLabel}</th> : null}
          {hasSelf ? <th scope="col">{selfLabel}</th> : null}
          {both ? <th scope="col">{gapLabel}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((criterion: CriterionAnalysis) => (
          <tr
            key={criterion.id}
            data-testid="analysis-criterion"
            data-criterion={criterion.id}
            data-large-gap={criterion.largeGap ? 'true' : undefined}
          >
            <th scope="row">{labels.criterion(criterion.id)}</th>
            {hasEvaluation ? (
              <td data-label={evaluationLabel}>
                <ScoreCell score={criterion.evaluation} side="evaluation" language={language} />
              </td>
            ) : null}
            {hasSelf ? (
              <td data-label={selfLabel}>
                <ScoreCell score={criterion.selfAssessment} side="selfAssessment" language={language} />
              </td>
            ) : null}
            {both ? (
              <td data-label={gapLabel}>
                <span className={classes.gap}>
                  {criterion.gap === null ? t('table.none') : formatGap(criterion.gap, language)}
                  {criterion.largeGap ? (
                    <span className={classes.flag} data-testid="analysis-large-gap">
                      <GapIcon size={14} />
                      {criterion.gap !== null && criterion.gap > 0
                        ? t('table.largeGapHigher')
                        : t('table.largeGapLower')}
                    </span>
                  ) : null}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr>
            <th scope="row">{t('table.groupTotal', { group: groupName })}</th>
            {hasEvaluation ? (
              <td data-label={evaluationLabel}>
                <ScoreCell score={total.evaluation} side="evaluation" language={language} />
              </td>
            ) : null}
            {hasSelf ? (
              <td data-label={selfLabel}>
                <ScoreCell score={total.selfAssessment} side="selfAssessment" language={language} />
              </td>
            ) : null}
            {both ? (
              <td data-label={gapLabel}>
                {total.evaluation && total.selfAssessment
                  ? formatGap(total.selfAssessment.points - total.evaluation.points, language)
                  : t('table.none')}
              </td>
            ) : null}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
