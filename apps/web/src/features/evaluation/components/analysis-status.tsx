import { useTranslation } from 'react-i18next';
import { criteriaKeys, type CriterionId } from '@artisans/domain/criteria';
import {
  isDecision,
  isReviewStatus,
  isStatusEval,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain/statuses';
import { isRole } from '../../../lib/auth/permissions';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import classes from './analysis.module.css';

/** The namespaces the analysis and decision screens read. */
export const ANALYSIS_NAMESPACES = ['analysis', 'criteria', 'account', 'common'] as const;

/**
 * The words of the evaluation's standing in the reader's language: statuses and decisions as the
 * criteria page explains them (namespace `criteria`), review statuses, criteria names and roles.
 */
export function useStandingLabels() {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  return {
    status: (status: string) =>
      isStatusEval(status) ? t(criteriaKeys.status(status, 'label'), { ns: 'criteria' }) : status,
    statusText: (status: StatusEval) => t(criteriaKeys.status(status, 'text'), { ns: 'criteria' }),
    review: (review: string) =>
      isReviewStatus(review) ? t(`reviewStatus.${review}`, { ns: 'analysis' }) : review,
    decision: (decision: string) =>
      isDecision(decision) ? t(criteriaKeys.decision(decision, 'label'), { ns: 'criteria' }) : decision,
    criterion: (criterion: string) =>
      t(criteriaKeys.criterionName(criterion as CriterionId), { ns: 'criteria', defaultValue: criterion }),
    role: (role: string | null, roleName: string | null) =>
      isRole(role) ? t(`roles.${role}`, { ns: 'account' }) : (roleName ?? ''),
  };
}

/** An evaluation status as a coloured label (the colours of the artisan list). */
export function StatusPill({ status }: { status: StatusEval | string }) {
  const labels = useStandingLabels();
  return (
    <span className={classes.status} data-status={status}>
      {labels.status(status)}
    </span>
  );
}

export function ReviewPill({ review }: { review: ReviewStatus | string }) {
  const labels = useStandingLabels();
  return (
    <span className={classes.review} data-review={review}>
      {labels.review(review)}
    </span>
  );
}

export function DecisionPill({ decision }: { decision: Decision }) {
  const labels = useStandingLabels();
  return (
    <span className={classes.decision} data-decision={decision}>
      {labels.decision(decision)}
    </span>
  );
}

/** A moment of the history, to the second, as the reader's language writes it (Armenian too). */
export function formatMoment(value: string | Date, language: Language): string {
  return formatDate(value, language, 'dateTimeSeconds');
}

/** Numbers (percentages with a decimal) as the reader's language writes them. */
export function numberFormat(language: Language): Intl.NumberFormat {
  return new Intl.NumberFormat(language === 'jp' ? 'ja' : language, { maximumFractionDigits: 1 });
}
