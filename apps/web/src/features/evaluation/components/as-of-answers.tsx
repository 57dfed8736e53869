import { Button, Group, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_POINTS_PER_QUESTION,
  QUESTION_NUMBERS,
  criteriaKeys,
  isPoints,
  staffAnswerOf,
  type CriterionId,
  type QuestionNumber,
} from '@artisans/domain/criteria';
import type { Language } from '../../../lib/i18n/languages';
import type { MomentAnswer, MomentCriterion } from '../api/get-evaluation-moment';
import { ANALYSIS_NAMESPACES, numberFormat, useStandingLabels } from './analysis-status';
import { changedAnswersOf, type MomentChanges } from './as-of-changes';
import { StepText } from './as-of-step';
import type { MomentColumn } from './as-of-summary';
import analysis from './analysis.module.css';
import classes from './as-of.module.css';

/** "Most of the time · 4 / 5": the level's word and its points. */
function useAnswerLabel(language: Language) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const points = numberFormat(language);
  return (answer: MomentAnswer) => {
    const score = `${points.format(answer.points)} / ${points.format(MAX_POINTS_PER_QUESTION)}`;
    if (!isPoints(answer.points)) return score;
    const level = t(criteriaKeys.staffAnswer(staffAnswerOf(answer.points)), { ns: 'criteria' });
    return `${level}\u00a0·\u00a0${score}`;
  };
}

/**
 * Every answer and comment of the evaluation at the chosen moment, criterion by criterion, with who
 * gave it and when and who validated the criterion; an answer that differs at the other moment is
 * marked, with what it is there. "Only what changed" narrows the list to those.
 */
export function AsOfAnswers({
  first,
  second,
  changes,
  onlyChanged,
  onOnlyChanged,
  language,
}: {
  first: MomentColumn;
  second: MomentColumn;
  changes: MomentChanges;
  /** Kept by the panel: it holds while another moment loads. */
  onlyChanged: boolean;
  onOnlyChanged: (onlyChanged: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  // Every criterion opens at first; the reader may fold those they have read.
  const [closed, setClosed] = useState<ReadonlySet<CriterionId>>(new Set());
  const criteria = first.moment.criteria.filter(
    (criterion) => !onlyChanged || changes.criteria.has(criterion.id),
  );
  const others = new Map(second.moment.criteria.map((criterion) => [criterion.id, criterion]));
  const answered = first.moment.criteria.some((criterion) => Object.keys(criterion.answers).length > 0);

  return (
    <section className={classes.answers} aria-labelledby="as-of-answers" data-testid="as-of-answers">
      <div className={classes.answersHead}>
        <h3 id="as-of-answers" className={classes.answersTitle}>
          {t('asOf.answers.title')}
        </h3>
        <Group gap="sm">
          <Switch
            label={t('asOf.answers.onlyChanged')}
            checked={onlyChanged}
            onChange={(event) => onOnlyChanged(event.currentTarget.checked)}
            color="forest"
            disabled={!answered}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!answered}
            onClick={() =>
              setClosed(closed.size === 0 ? new Set(first.moment.criteria.map(({ id }) => id)) : new Set())
            }
          >
            {closed.size === 0 ? t('asOf.answers.closeAll') : t('asOf.answers.openAll')}
          </Button>
        </Group>
      </div>
      {!answered ? (
        <p className={analysis.muted}>{t('asOf.notStarted')}</p>
      ) : criteria.length === 0 ? (
        <p className={analysis.muted} data-testid="as-of-no-change">
          {t('asOf.answers.noneChanged')}
        </p>
      ) : (
        criteria.map((criterion) => (
          <CriterionAnswers
            key={criterion.id}
            criterion={criterion}
            other={others.get(criterion.id)}
            first={first}
            second={second}
            changes={changes}
            onlyChanged={onlyChanged}
            open={!closed.has(criterion.id)}
            onToggle={(open) =>
              setClosed((current) => {
                const next = new Set(current);
                if (open) next.delete(criterion.id);
                else next.add(criterion.id);
                return next;
              })
            }
            language={language}
          />
        ))
      )}
    </section>
  );
}

function CriterionAnswers({
  criterion,
  other,
  first,
  second,
  changes,
  onlyChanged,
  open,
  onToggle,
  language,
}: {
  criterion: MomentCriterion;
  other: MomentCriterion | undefined;
  first: MomentColumn;
  second: MomentColumn;
  changes: MomentChanges;
  onlyChanged: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const points = numberFormat(language);
  const changed = changedAnswersOf(changes, criterion.id);
  const validated = first.moment.validatedBy[criterion.id];
  const questions = QUESTION_NUMBERS.filter(
    (question) => !onlyChanged || changes.answers.has(`${criterion.id}.${question}`),
  );
  const score = (value: number) =>
    t('score.points', { points: points.format(value), max: points.format(criterion.maxPoints) });

  return (
    <details
      className={classes.criterion}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      data-testid="as-of-criterion"
      data-criterion={criterion.id}
      data-changed={changes.criteria.has(criterion.id) ? 'true' : undefined}
    >
      <summary className={classes.criterionHead}>
        <span className={classes.criterionName}>{labels.criterion(criterion.id)}</span>
        <span className={classes.criterionScore}>{score(criterion.points)}</span>
        {other && other.points !== criterion.points ? (
          <span className={analysis.muted}>{`${second.label}: ${score(other.points)}`}</span>
        ) : null}
        {changed > 0 ? (
          <span className={analysis.changed}>{t('asOf.answers.changedCount', { number: changed })}</span>
        ) : null}
      </summary>
      <p className={classes.validation} data-testid="as-of-validation">
        {validated ? (
          <>
            {t('asOf.answers.validated')} <StepText step={validated} language={language} />
          </>
        ) : (
          t('asOf.answers.notValidated')
        )}
      </p>
      <ol className={classes.questions}>
        {questions.map((question) => (
          <QuestionAnswer
            key={question}
            criterion={criterion.id}
            question={question}
            answer={criterion.answers[question]}
            otherAnswer={other?.answers[question]}
            first={first}
            second={second}
            changed={changes.answers.has(`${criterion.id}.${question}`)}
            language={language}
          />
        ))}
      </ol>
    </details>
  );
}

function QuestionAnswer({
  criterion,
  question,
  answer,
  otherAnswer,
  first,
  second,
  changed,
  language,
}: {
  criterion: CriterionId;
  question: QuestionNumber;
  answer: MomentAnswer | undefined;
  otherAnswer: MomentAnswer | undefined;
  first: MomentColumn;
  second: MomentColumn;
  changed: boolean;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const given = first.moment.answeredBy[criterion]?.[question];
  const otherGiven = second.moment.answeredBy[criterion]?.[question];
  const number = QUESTION_NUMBERS.indexOf(question) + 1;

  return (
    <li
      className={classes.question}
      data-testid="as-of-answer"
      data-question={`${criterion}.${question}`}
      data-changed={changed ? 'true' : undefined}
    >
      <p className={classes.questionText}>
        <span className={classes.questionNumber}>{t('asOf.answers.question', { number })}</span>{' '}
        {t(criteriaKeys.questionText(`${criterion}.${question}`), { ns: 'criteria' })}
      </p>
      <AnswerText answer={answer} testId="as-of-answer-first" language={language} />
      {given ? (
        <p className={classes.given}>
          {t('asOf.answers.given')} <StepText step={given} language={language} />
        </p>
      ) : null}
      {changed ? (
        <div className={classes.other} data-testid="as-of-answer-other">
          <p className={classes.otherLabel}>
            <span className={analysis.changed}>{t('asOf.changed')}</span> {second.label}
          </p>
          <AnswerText answer={otherAnswer} testId="as-of-answer-second" language={language} />
          {otherGiven && otherAnswer ? (
            <p className={classes.given}>
              {t('asOf.answers.given')} <StepText step={otherGiven} language={language} />
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** An answer's level and points, and its comment (or that there is none). */
function AnswerText({
  answer,
  testId,
  language,
}: {
  answer: MomentAnswer | undefined;
  testId: string;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const answerLabel = useAnswerLabel(language);
  if (!answer)
    return (
      <p className={analysis.muted} data-testid={testId}>
        {t('asOf.answers.noAnswer')}
      </p>
    );
  return (
    <div data-testid={testId}>
      <p className={classes.level}>{answerLabel(answer)}</p>
      {answer.comment.trim() !== '' ? (
        <p className={classes.comment}>{answer.comment}</p>
      ) : (
        <p className={analysis.muted}>{t('asOf.answers.noComment')}</p>
      )}
    </div>
  );
}
