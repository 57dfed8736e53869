import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusEval } from '@artisans/domain/statuses';
import type { ArtisanStanding } from '../api/get-standing';
import { MailIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, DecisionPill, StatusPill, useStandingLabels } from './analysis-status';
import classes from './analysis.module.css';

/** The foundation is at work on a sent evaluation: a mail will say what comes next. */
const WAITING: readonly StatusEval[] = ['SUBMITTED', 'PENDING', 'CANNOT DECIDE'];

/**
 * What the artisan is told about its application (SPEC.md section 2, "Decision"), on its home page and
 * its analysis: its status and what it means; while the foundation is at work, that an email will
 * follow (and, while pending, what is missing); once decided, the decision and the committee's
 * commentary. The confidential comment never reaches the artisan (the API leaves it out). No Mantine:
 * the artisan home is a plain first screen, outside the routes that load it.
 */
export function AnalysisArtisanNotice({
  standing,
  children,
}: {
  standing: ArtisanStanding;
  /** Where to go from here (the analysis, from the home page). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const { statusEval, decision } = standing;
  return (
    <section
      className={classes.card}
      aria-labelledby="analysis-artisan-status"
      data-testid="analysis-artisan-status"
      data-status={statusEval}
    >
      <h2 id="analysis-artisan-status" className={classes.cardTitle}>
        {t('artisan.title')}
      </h2>
      <p className={classes.statusLine}>
        <StatusPill status={statusEval} />
        {decision ? <DecisionPill decision={decision} /> : null}
      </p>
      <p>{labels.statusText(statusEval)}</p>
      {statusEval === 'PENDING' && standing.missingInformation ? (
        <div className={classes.note} data-tone="missing" data-testid="analysis-missing">
          <p className={classes.noteLabel}>{t('notes.missing')}</p>
          <p className={classes.noteText}>{standing.missingInformation}</p>
        </div>
      ) : null}
      {WAITING.includes(statusEval) ? (
        <div className={classes.mailNote} data-testid="analysis-email-notice">
          <MailIcon />
          <div>
            <p className={classes.mailNoteTitle}>{t('artisan.emailTitle')}</p>
            <p>{statusEval === 'PENDING' ? t('artisan.emailPending') : t('artisan.emailSubmitted')}</p>
          </div>
        </div>
      ) : null}
      {standing.commentaryCommittee ? (
        <div className={classes.note} data-testid="analysis-commentary">
          <p className={classes.noteLabel}>{t('artisan.commentary')}</p>
          <p className={classes.noteText}>{standing.commentaryCommittee}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}
