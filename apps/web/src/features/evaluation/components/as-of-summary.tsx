import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import type { EvaluationMoment } from '../api/get-evaluation-moment';
import { LockIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, DecisionPill, numberFormat, ReviewPill, StatusPill } from './analysis-status';
import { SUMMARY_FIELDS, type MomentChanges, type SummaryField } from './as-of-changes';
import { StepText } from './as-of-step';
import classes from './analysis.module.css';

/** The evaluation at a moment, under the heading its column carries ("At 12 Mar 2026, 10:00:00"). */
export type MomentColumn = { label: string; moment: EvaluationMoment };

/** Test ids and anchors of the rows (kebab-case, as the screen's other ids). */
const ROW_ID: Readonly<Record<SummaryField, string>> = {
  status: 'status',
  review: 'review',
  decision: 'decision',
  total: 'total',
  evaluator: 'evaluator',
  submission: 'submission',
  endorsement: 'endorsement',
  reviewStep: 'review-step',
  decisionStep: 'decision-step',
  missing: 'missing',
  commentary: 'commentary',
  comments: 'comments',
};

/**
 * The standing at the two moments side by side: status, review, decision and points; who started,
 * sent, endorsed, reviewed and decided the round that stood then, and when; the reviewers' notes.
 * Rows that differ are highlighted and marked "Changed".
 */
export function AsOfSummary({
  first,
  second,
  changes,
  language,
}: {
  first: MomentColumn;
  second: MomentColumn;
  changes: MomentChanges;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const points = numberFormat(language);
  const none = <span className={classes.muted}>{t('table.none')}</span>;
  const muted = (text: string) => <span className={classes.muted}>{text}</span>;

  const label: Readonly<Record<SummaryField, string>> = {
    status: t('summary.status'),
    review: t('summary.review'),
    decision: t('summary.decision'),
    total: t('standing.points'),
    evaluator: t('asOf.rows.evaluator'),
    submission: t('asOf.rows.submission'),
    endorsement: t('asOf.rows.endorsement'),
    reviewStep: t('asOf.rows.reviewStep'),
    decisionStep: t('asOf.rows.decisionStep'),
    missing: t('notes.missing'),
    commentary: t('notes.commentaryCommittee'),
    comments: t('notes.comments'),
  };

  const cell = (field: SummaryField, m: EvaluationMoment): ReactNode => {
    if (!m.artisanExisted) return field === 'status' ? muted(t('asOf.notYet.cell')) : none;
    switch (field) {
      case 'status':
        return <StatusPill status={m.statusEval} />;
      case 'review':
        return <ReviewPill review={m.reviewStatus} />;
      case 'decision':
        return m.decision ? <DecisionPill decision={m.decision} /> : muted(t('summary.noDecision'));
      case 'total':
        return t('score.points', { points: points.format(m.totalPoint), max: points.format(m.maxPoint) });
      case 'evaluator':
        return m.evaluatorName ?? muted(t('asOf.notStartedShort'));
      case 'submission':
        return m.submission ? <StepText step={m.submission} language={language} /> : muted(t('asOf.notSent'));
      case 'endorsement':
        if (m.endorsement) return <StepText step={m.endorsement} language={language} />;
        if (m.submission && !m.submission.needsEndorsement) return muted(t('asOf.endorsementNotNeeded'));
        return m.submission ? muted(t('asOf.notEndorsed')) : none;
      case 'reviewStep':
        return m.review ? <StepText step={m.review} language={language} /> : none;
      case 'decisionStep':
        return m.decisionStep ? (
          <span className={classes.noteText}>
            {t(`history.types.${m.decisionStep.type}`)}
            {': '}
            <StepText step={m.decisionStep} language={language} />
          </span>
        ) : (
          none
        );
      case 'missing':
        return m.missingInformation ? <span className={classes.noteText}>{m.missingInformation}</span> : none;
      case 'commentary':
        return m.commentaryCommittee ? (
          <span className={classes.noteText}>{m.commentaryCommittee}</span>
        ) : (
          none
        );
      case 'comments':
        return m.comments ? <span className={classes.noteText}>{m.comments}</span> : none;
      default: {
        const unexpected: never = field;
        return unexpected;
      }
    }
  };

  const firstHeader = first.label;
  const secondHeader = second.label;

  return (
    <div className={classes.compareWrap}>
      <table className={classes.compare} data-testid="as-of-table">
        <caption className={classes.muted} style={{ textAlign: 'start', paddingBottom: '0.375rem' }}>
          {t('asOf.captionCompare')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('asOf.what')}</th>
            <th scope="col">{firstHeader}</th>
            <th scope="col">{secondHeader}</th>
          </tr>
        </thead>
        <tbody>
          {SUMMARY_FIELDS.map((field) => {
            const changed = changes.fields.has(field);
            const id = ROW_ID[field];
            return (
              <tr key={field} data-testid={`as-of-${id}`} data-changed={changed ? 'true' : undefined}>
                <th scope="row">
                  {field === 'comments' ? (
                    <span className={classes.noteLabel}>
                      <LockIcon />
                      {label[field]}
                    </span>
                  ) : (
                    label[field]
                  )}
                </th>
                <td data-testid={`as-of-${id}-first`} data-label={firstHeader}>
                  <span>{cell(field, first.moment)}</span>
                </td>
                <td data-testid={`as-of-${id}-second`} data-label={secondHeader}>
                  <span>
                    {cell(field, second.moment)}
                    {changed ? <span className={classes.changed}>{t('asOf.changed')}</span> : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
