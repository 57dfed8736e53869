import { Radio, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_NUMBERS,
  SELF_TO_STAFF_ANSWER,
  STAFF_ANSWER_POINTS,
  criteriaKeys,
  isSelfAnswer,
  isStaffAnswer,
  type CriterionId,
  type QuestionNumber,
  type StaffAnswer,
} from '@artisans/domain/criteria';
import { MAX_COMMENT_LENGTH } from '@artisans/domain/evaluation';
import { scaleOf, type Choice, type DraftAnswer, type EvaluationMode } from '../machines/evaluation-sheet';
import classes from './evaluation.module.css';

/** The staff level a choice stands for: its description in the criteria texts is written for it. */
function staffLevelOf(choice: Choice): StaffAnswer | undefined {
  if (isStaffAnswer(choice)) return choice;
  if (isSelfAnswer(choice)) return SELF_TO_STAFF_ANSWER[choice];
  return undefined;
}

/** The element ids a "what is missing" link moves the focus to. */
export const questionDomId = (criterion: CriterionId, question: QuestionNumber, part: 'answer' | 'comment') =>
  `${part}-${criterion}-${question}`;

/** The label of a level: the scale's word, with its points on the staff scale ("Often · 3"). */
export function useLevelLabel(mode: EvaluationMode) {
  const { t } = useTranslation('criteria');
  return (choice: Choice) => {
    if (mode === 'self' && isSelfAnswer(choice)) return t(criteriaKeys.selfAnswer(choice));
    // No break before the points: never "Sometimes" with "· 2" alone on the next line.
    if (isStaffAnswer(choice))
      return `${t(criteriaKeys.staffAnswer(choice))}\u00a0·\u00a0${STAFF_ANSWER_POINTS[choice]}`;
    return choice;
  };
}

/**
 * One question (SPEC.md section 3): its text, the answer levels as radio buttons with what the
 * chosen one means, the example comment as help, and the personal comment (needed before sending).
 * Read only once the evaluation is sent: the answers as text, no input.
 */
export function EvaluationQuestion({
  mode,
  criterion,
  question,
  answer,
  editable,
  disabled,
  showMissingComment,
  onChoose,
  onComment,
}: {
  mode: EvaluationMode;
  criterion: CriterionId;
  question: QuestionNumber;
  answer: DraftAnswer | undefined;
  editable: boolean;
  /** A validation or the sending is under way. */
  disabled: boolean;
  /** Mark an answered question whose comment is empty. */
  showMissingComment: boolean;
  onChoose: (choice: Choice) => void;
  onComment: (comment: string) => void;
}) {
  const { t } = useTranslation(['evaluation', 'criteria']);
  const levelLabel = useLevelLabel(mode);
  const id = `${criterion}.${question}` as const;
  const number = QUESTION_NUMBERS.indexOf(question) + 1;
  const choice = answer?.choice ?? null;
  const level = choice ? staffLevelOf(choice) : undefined;
  const meaning = level ? t(criteriaKeys.questionLevel(id, level), { ns: 'criteria' }) : undefined;
  // The artisan reads the question addressed to itself ("Do you use…?"), staff the third person.
  const questionText = t(
    mode === 'self' ? criteriaKeys.questionSelfText(id) : criteriaKeys.questionText(id),
    { ns: 'criteria' },
  );
  const numberText = t('question.number', { number, total: QUESTION_NUMBERS.length });
  const commentLabel = t(criteriaKeys.page('commentLabel'), { ns: 'criteria' });
  const comment = answer?.comment ?? '';

  if (!editable) {
    return (
      <article className={classes.question} data-testid={`question-${criterion}-${question}`}>
        <p className={classes.questionNumber}>{numberText}</p>
        <h3 className={classes.questionText}>{questionText}</h3>
        <dl className={classes.readOnly}>
          <div>
            <dt>{t('question.answer')}</dt>
            <dd>
              {choice ? (
                <>
                  <strong>{levelLabel(choice)}</strong>
                  {meaning ? <span className={classes.readOnlyMeaning}> — {meaning}</span> : null}
                </>
              ) : (
                <span className={classes.muted}>{t('question.noAnswer')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{commentLabel}</dt>
            <dd className={classes.commentText}>
              {comment.trim() ? comment : <span className={classes.muted}>{t('question.noComment')}</span>}
            </dd>
          </div>
        </dl>
      </article>
    );
  }

  const missingComment = showMissingComment && choice !== null && comment.trim() === '';
  return (
    <article className={classes.question} data-testid={`question-${criterion}-${question}`}>
      <p className={classes.questionNumber}>{numberText}</p>
      <Radio.Group
        id={questionDomId(criterion, question, 'answer')}
        name={`answer-${criterion}-${question}`}
        label={<span className={classes.questionText}>{questionText}</span>}
        value={choice ?? ''}
        onChange={(value) => onChoose(value as Choice)}
        withAsterisk
        classNames={{ label: classes.questionLabel }}
      >
        <div className={classes.levels} data-levels={scaleOf(mode).length}>
          {scaleOf(mode).map((option) => (
            <Radio
              key={option}
              value={option}
              label={levelLabel(option)}
              disabled={disabled}
              classNames={{
                root: classes.level,
                body: classes.levelBody,
                inner: classes.levelRadio,
                labelWrapper: classes.levelLabelWrapper,
                label: classes.levelLabel,
              }}
            />
          ))}
        </div>
      </Radio.Group>
      <div className={classes.meaning} aria-live="polite" data-chosen={choice !== null}>
        {choice && meaning ? (
          <>
            <span className={classes.meaningTitle}>{t('question.meaning')}: </span>
            {meaning}
          </>
        ) : (
          <span className={classes.muted}>{t('question.chooseHint')}</span>
        )}
      </div>
      <Textarea
        id={questionDomId(criterion, question, 'comment')}
        label={commentLabel}
        withAsterisk
        aria-required
        description={
          <span className={classes.example}>
            <span className={classes.exampleTitle}>
              {t(criteriaKeys.page('exampleTitle'), { ns: 'criteria' })}:{' '}
            </span>
            <q>{t(criteriaKeys.questionExample(id), { ns: 'criteria' })}</q>
          </span>
        }
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        value={comment}
        onChange={(event) => onComment(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={MAX_COMMENT_LENGTH}
        readOnly={disabled}
        error={missingComment ? t('question.commentMissing') : undefined}
        classNames={{ description: classes.exampleBox }}
      />
    </article>
  );
}
