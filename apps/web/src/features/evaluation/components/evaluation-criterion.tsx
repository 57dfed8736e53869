import { Button, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MAX_POINTS_PER_CRITERION,
  QUESTION_NUMBERS,
  criteriaKeys,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import type { Choice, CriterionDraft, EvaluationMode, SheetCriterion } from '../machines/evaluation-sheet';
import { CheckIcon } from '../../../components/ui/check-icon';
import { EvaluationQuestion } from './evaluation-question';
import classes from './evaluation.module.css';

/**
 * One criterion's tab: its description, its completion and points, its three questions, and the
 * step that validates it and opens the next one ("validate to move on", SPEC.md section 2); the
 * last one's leads to the summary and the sending instead.
 */
export function EvaluationCriterion({
  mode,
  criterion,
  answers,
  completion,
  points,
  editable,
  busy,
  validating,
  canValidate,
  isLast,
  onChoose,
  onComment,
  onValidate,
  onNext,
  onSummary,
}: {
  mode: EvaluationMode;
  criterion: SheetCriterion;
  answers: CriterionDraft | undefined;
  completion: number;
  points: number;
  editable: boolean;
  busy: boolean;
  validating: boolean;
  canValidate: boolean;
  isLast: boolean;
  onChoose: (question: QuestionNumber, choice: Choice) => void;
  onComment: (question: QuestionNumber, comment: string) => void;
  onValidate: () => void;
  onNext: () => void;
  onSummary: () => void;
}) {
  const { t } = useTranslation(['evaluation', 'criteria']);
  const id: CriterionId = criterion.id;
  const headingId = `criterion-title-${id}`;

  return (
    <section className={classes.criterion} aria-labelledby={headingId}>
      <header className={classes.criterionHeader}>
        <p className={classes.overline}>{t(criteriaKeys.groupName(criterion.group), { ns: 'criteria' })}</p>
        <h2 id={headingId} className={classes.criterionTitle} tabIndex={-1}>
          {t(criteriaKeys.criterionName(id), { ns: 'criteria' })}
        </h2>
        <p className={classes.description}>{t(criteriaKeys.criterionDescription(id), { ns: 'criteria' })}</p>
        <div className={classes.criterionFacts}>
          <div className={classes.criterionProgress}>
            <Progress
              value={completion}
              size="sm"
              color="forest.7"
              aria-label={t('criterion.progress', { value: completion })}
            />
            <span>{t('criterion.progress', { value: completion })}</span>
          </div>
          {mode === 'staff' ? (
            <span className={classes.fact}>
              {t('criterion.points', { points, max: MAX_POINTS_PER_CRITERION })}
            </span>
          ) : null}
          {criterion.validated ? (
            <span className={classes.validatedBadge}>
              <CheckIcon size={13} /> {t('criterion.validated')}
            </span>
          ) : null}
        </div>
        {editable ? (
          <p className={classes.hint}>{t(criteriaKeys.page('commentHint'), { ns: 'criteria' })}</p>
        ) : null}
      </header>

      <ol className={classes.questions}>
        {QUESTION_NUMBERS.map((question) => (
          <li key={question}>
            <EvaluationQuestion
              mode={mode}
              criterion={id}
              question={question}
              answer={answers?.[question]}
              editable={editable}
              disabled={busy}
              showMissingComment={criterion.validated}
              onChoose={(choice) => onChoose(question, choice)}
              onComment={(comment) => onComment(question, comment)}
            />
          </li>
        ))}
      </ol>

      {editable ? (
        <footer className={classes.criterionFooter}>
          <p className={classes.hint} data-testid="criterion-hint">
            {criterion.validated
              ? t('criterion.validatedHint')
              : !isLast
                ? t('criterion.validateHint')
                : mode === 'self'
                  ? t('criterion.validateLastHintSelf')
                  : t('criterion.validateLastHint')}
          </p>
          {criterion.validated ? (
            <Button variant="default" onClick={isLast ? onSummary : onNext}>
              {isLast ? t('criterion.toSummary') : t('criterion.next')}
            </Button>
          ) : (
            <Button
              onClick={onValidate}
              disabled={!canValidate || (busy && !validating)}
              loading={validating}
            >
              {isLast ? t('criterion.validateLast') : t('criterion.validate')}
            </Button>
          )}
        </footer>
      ) : null}
    </section>
  );
}
