import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalysisView } from '../api/get-analysis';
import { MailIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, DecisionPill, StatusPill, useStandingLabels } from './analysis-status';
import classes from './analysis.module.css';

/**
 * What the artisan is told about its application (SPEC.md section 2, "Decision"): its status and what
 * it means; while the foundation is at work, that an email will follow; once decided, the decision
 * and the committee's commentary. The confidential comment never reaches this screen.
 */
export function AnalysisArtisanNotice({ analysis }: { analysis: AnalysisView }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const waiting = analysis.statusEval === 'SUBMITTED' || analysis.statusEval === 'PENDING';
  return (
    <section
      className={classes.card}
      aria-labelledby="analysis-artisan-status"
      data-testid="analysis-artisan-status"
    >
      <h2 id="analysis-artisan-status" className={classes.cardTitle}>
        {t('artisan.title')}
      </h2>
      <p className={classes.statusLine}>
        <StatusPill status={analysis.statusEval} />
        {analysis.decision ? <DecisionPill decision={analysis.decision} /> : null}
      </p>
      <p>{labels.statusText(analysis.statusEval)}</p>
      {waiting ? (
        <Alert
          color="forest"
          variant="light"
          icon={<MailIcon />}
          title={t('artisan.emailTitle')}
          data-testid="analysis-email-notice"
        >
          {analysis.statusEval === 'PENDING' ? t('artisan.emailPending') : t('artisan.emailSubmitted')}
        </Alert>
      ) : null}
      {(analysis.decision || analysis.statusEval === 'CANNOT DECIDE') && analysis.commentaryCommittee ? (
        <div className={classes.note} data-testid="analysis-commentary">
          <p className={classes.noteLabel}>{t('artisan.commentary')}</p>
          <p className={classes.noteText}>{analysis.commentaryCommittee}</p>
        </div>
      ) : null}
    </section>
  );
}
