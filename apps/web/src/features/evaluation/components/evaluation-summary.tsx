import { Button, UnstyledButton } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRITERIA,
  QUESTION_NUMBERS,
  criteriaKeys,
  splitQuestionId,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import {
  isComplete,
  type EvaluationMode,
  type Missing,
  type SheetCriterion,
} from '../machines/evaluation-sheet';
import { CheckIcon } from '../../../components/ui/check-icon';
import { AlertIcon } from './evaluation-icons';
import classes from './evaluation.module.css';

type Gap = { question: QuestionNumber; kind: 'unanswered' | 'noComment' };

function gapsByCriterion(missing: Missing): Map<CriterionId, Gap[]> {
  const gaps = new Map<CriterionId, Gap[]>();
  const add = (id: (typeof missing.unanswered)[number], kind: Gap['kind']) => {
    const { criterion, question } = splitQuestionId(id);
    gaps.set(criterion, [...(gaps.get(criterion) ?? []), { question, kind }]);
  };
  missing.unanswered.forEach((id) => add(id, 'unanswered'));
  missing.withoutComment.forEach((id) => add(id, 'noComment'));
  for (const [criterion, list] of gaps)
    gaps.set(
      criterion,
      list.sort((a, b) => QUESTION_NUMBERS.indexOf(a.question) - QUESTION_NUMBERS.indexOf(b.question)),
    );
  return gaps;
}

/**
 * "Before sending": what still stops the sending, per criterion, each gap a link to its question
 * (unanswered questions, then comments missing, from the shared rules); the send button, disabled
 * until nothing is missing, with the reason ('Please fill in all the personal comments to explain
 * your answers.').
 */
export function EvaluationSummary({
  ref,
  mode,
  criteria,
  missing,
  maySubmit,
  busy,
  onJump,
  onSend,
}: {
  ref?: Ref<HTMLElement>;
  mode: EvaluationMode;
  criteria: SheetCriterion[];
  missing: Missing;
  maySubmit: boolean;
  busy: boolean;
  onJump: (criterion: CriterionId, question: QuestionNumber, part: 'answer' | 'comment') => void;
  onSend: () => void;
}) {
  const { t } = useTranslation(['evaluation', 'criteria']);
  const complete = isComplete(missing);
  const gaps = gapsByCriterion(missing);
  const blocker =
    missing.unanswered.length > 0
      ? t('messages.answersMissing')
      : missing.withoutComment.length > 0
        ? t('messages.commentsMissing')
        : null;
  const openOf = (id: CriterionId) => criteria.find((criterion) => criterion.id === id)?.open === true;
  const closed = CRITERIA.filter(({ id }) => gaps.has(id) && !openOf(id)).map(({ id }) => id);
  const name = (id: CriterionId) => t(criteriaKeys.criterionName(id), { ns: 'criteria' });

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={classes.summary}
      aria-labelledby="evaluation-summary-title"
      data-testid="evaluation-summary"
    >
      <h2 id="evaluation-summary-title" className={classes.summaryTitle}>
        {t('summary.title')}
      </h2>
      {complete ? (
        <p className={classes.summaryComplete}>
          <CheckIcon size={16} /> {mode === 'self' ? t('summary.completeSelf') : t('summary.complete')}
        </p>
      ) : (
        <>
          <p className={classes.hint}>{t('summary.intro')}</p>
          <ul className={classes.missingList} data-testid="missing-list">
            {CRITERIA.filter(({ id }) => gaps.has(id) && openOf(id)).map(({ id }) => (
              <li key={id} className={classes.missingRow} data-criterion={id}>
                <span className={classes.missingName}>{name(id)}</span>
                <span className={classes.missingItems}>
                  {(gaps.get(id) ?? []).map((gap) => (
                    <UnstyledButton
                      key={`${gap.question}-${gap.kind}`}
                      className={classes.missingItem}
                      data-kind={gap.kind}
                      onClick={() =>
                        onJump(id, gap.question, gap.kind === 'unanswered' ? 'answer' : 'comment')
                      }
                    >
                      {t(gap.kind === 'unanswered' ? 'summary.unanswered' : 'summary.noComment', {
                        number: QUESTION_NUMBERS.indexOf(gap.question) + 1,
                      })}
                    </UnstyledButton>
                  ))}
                </span>
              </li>
            ))}
            {closed.length > 0 ? (
              <li className={classes.missingRow}>
                <span className={classes.missingName}>{t('summary.notOpenTitle')}</span>
                <span className={classes.missingClosed}>
                  {closed.map((id, index) => (
                    <span key={id} data-criterion={id}>
                      {name(id)}
                      {index < closed.length - 1 ? ', ' : ''}
                    </span>
                  ))}
                  <span className={classes.muted}> — {t('summary.notOpenText')}</span>
                </span>
              </li>
            ) : null}
          </ul>
        </>
      )}
      <div className={classes.summaryFooter}>
        {maySubmit ? (
          <>
            {blocker ? (
              <p className={classes.blocker} data-testid="send-blocker">
                <AlertIcon size={16} /> {blocker}
              </p>
            ) : (
              <span />
            )}
            <Button size="md" onClick={onSend} disabled={!complete || busy} data-testid="send-evaluation">
              {mode === 'self' ? t('summary.sendSelf') : t('summary.send')}
            </Button>
          </>
        ) : (
          <p className={classes.hint}>{t('summary.notAllowed')}</p>
        )}
      </div>
    </section>
  );
}
