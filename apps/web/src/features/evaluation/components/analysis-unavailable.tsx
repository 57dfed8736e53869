import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import type { Language } from '../../../lib/i18n/languages';
import type { SelfAssessmentState } from '../api/get-standing';
import { ChartIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import classes from './analysis.module.css';

/**
 * In place of the scores while there are none to show, one message that says why and what to do.
 * Staff: the evaluation is not complete ('This evaluation is unavailable, please contact...', SPEC.md
 * section 8). The artisan: its scores are those of its self-assessment, not sent yet or not asked of
 * it; where it stands is said above.
 */
export function AnalysisUnavailable({
  artisanId,
  language,
  isArtisan,
  selfAssessment,
}: {
  artisanId: string;
  language: Language;
  isArtisan: boolean;
  selfAssessment: SelfAssessmentState;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const toEvaluation = pathTo('artisan_evaluation_edit', language, { id: artisanId });
  const message = !isArtisan
    ? t('unavailable.staff')
    : selfAssessment === 'not-offered'
      ? t('unavailable.artisanNotOffered')
      : t('unavailable.artisanOpen');

  return (
    <section className={`${classes.card} ${classes.empty}`} data-testid="analysis-unavailable">
      <span className={classes.emptyIcon}>
        <ChartIcon />
      </span>
      {/* The artisan's page goes on from where it stands to its scores; staff read only this. */}
      {isArtisan ? <h2 className={classes.cardTitle}>{t('criteria.title')}</h2> : null}
      <p role="status" className={isArtisan ? undefined : classes.emptyMessage}>
        {message}
      </p>
      {!isArtisan ? (
        <Button component={Link} to={toEvaluation} variant="default">
          {t('unavailable.toEvaluation')}
        </Button>
      ) : selfAssessment === 'open' ? (
        <Button component={Link} to={toEvaluation} variant="default">
          {t('unavailable.toSelfAssessment')}
        </Button>
      ) : null}
    </section>
  );
}
