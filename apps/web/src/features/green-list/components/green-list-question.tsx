import { useTranslation } from 'react-i18next';
import { CHOICE_LEVELS, type GreenListQuestion } from '@artisans/domain/green-list-catalogue';
import { GREEN_LIST_LIMITS, type GreenListAnswer } from '@artisans/domain/green-list-rules';
import { Button } from '../../../components/ui/native/button';
import {
  CheckboxField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../../../components/ui/native/fields';
import { Tag } from '../../../components/ui/native/tag';
import { DecimalInput } from './decimal-input';
import classes from './green-list.module.css';

/** The id a "go to the question" link moves the focus to. */
export const questionDomId = (code: string, materialId?: string) =>
  materialId === undefined ? `gl-${code}` : `gl-${materialId}-${code}`;

/** The multinum questions that count (people, trips); the others share a whole in percent. */
const COUNTED_PARTS: ReadonlySet<string> = new Set(['c2', 'p10']);

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * One question of the Green List with the input its type asks for (SPEC.md section 3): free text
 * (email and web address with their keyboards), a number, a percentage, one of five options, a
 * number per part with their total, a date, a list of short texts; "not applicable" with its reason
 * where allowed, and the Explain box where there is one.
 */
export function GreenListQuestionField({
  question,
  answer,
  materialId,
  disabled,
  followUp,
  requested,
  onChange,
}: {
  question: GreenListQuestion;
  answer: GreenListAnswer | undefined;
  materialId?: string;
  disabled: boolean;
  /** Asked because of an earlier answer: shown indented under it. */
  followUp: boolean;
  /** The foundation asked about it (PENDING). */
  requested: boolean;
  onChange: (answer: GreenListAnswer | undefined) => void;
}) {
  const { t } = useTranslation(['green-list', 'common']);
  const key = `questions.${question.code}`;
  const id = questionDomId(question.code, materialId);
  const help = t(`${key}.help`, { defaultValue: '' });
  const notApplicable = answer?.notApplicable !== undefined;
  const label = t(`${key}.text`);
  const setValue = (value: GreenListAnswer['value'] | undefined) =>
    onChange({
      ...(value === undefined ? {} : { value }),
      ...(answer?.explain ? { explain: answer.explain } : {}),
    });

  return (
    <li className={classes.question} id={id} data-follow-up={followUp || undefined} data-code={question.code}>
      <div className={classes.badges}>
        {followUp ? <Tag>{t('answer.followUp')}</Tag> : null}
        {!question.required ? <Tag variant="outline">{t('answer.optional')}</Tag> : null}
        {requested ? (
          <Tag variant="filled" tone="orange">
            {t('answer.requested')}
          </Tag>
        ) : null}
      </div>
      {notApplicable ? (
        <p className={classes.questionText}>{label}</p>
      ) : (
        <ValueInput
          question={question}
          id={`${id}-input`}
          label={label}
          help={help}
          answer={answer}
          disabled={disabled}
          onValue={setValue}
        />
      )}
      {notApplicable && help ? <p className={classes.hint}>{help}</p> : null}
      {question.notApplicable ? (
        <div className={classes.stack}>
          <CheckboxField
            label={t('answer.notApplicable')}
            checked={notApplicable}
            disabled={disabled}
            onChange={(event) =>
              onChange({
                ...(event.currentTarget.checked ? { notApplicable: { reason: '' } } : {}),
                ...(answer?.explain ? { explain: answer.explain } : {}),
              })
            }
          />
          {notApplicable ? (
            <TextAreaField
              label={t('answer.reason')}
              placeholder={t('answer.reasonPlaceholder')}
              value={answer?.notApplicable?.reason ?? ''}
              disabled={disabled}
              required
              minRows={1}
              maxLength={GREEN_LIST_LIMITS.textLength}
              error={answer?.notApplicable?.reason.trim() === '' ? t('problems.reasonMissing') : undefined}
              onChange={(event) =>
                onChange({
                  notApplicable: { reason: event.currentTarget.value },
                  ...(answer?.explain ? { explain: answer.explain } : {}),
                })
              }
            />
          ) : null}
        </div>
      ) : null}
      {question.explain ? (
        <TextAreaField
          label={t('answer.explain')}
          description={t(`${key}.explain`)}
          value={answer?.explain ?? ''}
          disabled={disabled}
          minRows={2}
          maxLength={GREEN_LIST_LIMITS.textLength}
          withAsterisk={answer?.value !== undefined}
          error={
            answer?.value !== undefined && !(answer.explain ?? '').trim()
              ? t('answer.explainRequired')
              : undefined
          }
          onChange={(event) => onChange({ ...answer, explain: event.currentTarget.value })}
        />
      ) : null}
    </li>
  );
}

function ValueInput({
  question,
  id,
  label,
  help,
  answer,
  disabled,
  onValue,
}: {
  question: GreenListQuestion;
  id: string;
  label: string;
  help: string;
  answer: GreenListAnswer | undefined;
  disabled: boolean;
  onValue: (value: GreenListAnswer['value'] | undefined) => void;
}) {
  const { t } = useTranslation('green-list');
  const value = answer?.value;
  const common = {
    id,
    label,
    description: help || undefined,
    disabled,
    withAsterisk: question.required,
  };
  switch (question.type) {
    case 'text':
      return question.format ? (
        <TextField
          {...common}
          type={question.format}
          inputMode={question.format}
          placeholder={question.format === 'url' ? 'https://' : undefined}
          value={typeof value === 'string' ? value : ''}
          maxLength={GREEN_LIST_LIMITS.textLength}
          onChange={(event) => onValue(event.currentTarget.value || undefined)}
        />
      ) : (
        <TextAreaField
          {...common}
          minRows={1}
          value={typeof value === 'string' ? value : ''}
          maxLength={GREEN_LIST_LIMITS.textLength}
          onChange={(event) => onValue(event.currentTarget.value || undefined)}
        />
      );
    case 'number':
    case 'percentage':
      return (
        <DecimalInput
          {...common}
          max={question.type === 'percentage' ? 100 : GREEN_LIST_LIMITS.maxNumber}
          suffix={question.type === 'percentage' ? ' %' : undefined}
          decimalScale={2}
          value={numberOf(value)}
          onValue={onValue}
          maw={question.type === 'percentage' ? 160 : 240}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onValue(event.currentTarget.value || undefined)}
          maw={220}
        />
      );
    case 'choice':
      return (
        <RadioGroupField
          {...common}
          value={typeof value === 'number' ? String(value) : null}
          options={CHOICE_LEVELS.map((level) => ({
            value: String(level),
            label: t(`questions.${question.code}.options.${level}`),
          }))}
          onChange={(level) => onValue(Number(level))}
        />
      );
    case 'multinum':
      return <PartsInput {...common} question={question} value={value} onValue={onValue} />;
    case 'textList':
      return <ListInput {...common} value={value} onValue={onValue} />;
    case 'material':
      // The list of materials has its own block (MaterialList).
      return null;
    default: {
      const unexpected: never = question.type;
      return unexpected;
    }
  }
}

/** What the inputs of several fields (the parts, the list) are given: the field, its value, a change. */
type FieldsetProps = {
  id: string;
  label: string;
  description: string | undefined;
  disabled: boolean;
  value: GreenListAnswer['value'];
  onValue: (value: GreenListAnswer['value'] | undefined) => void;
};

function PartsInput({
  id,
  label,
  description,
  disabled,
  question,
  value,
  onValue,
}: FieldsetProps & { question: GreenListQuestion }) {
  const { t } = useTranslation('green-list');
  const parts =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, number>)
      : {};
  const shares = !COUNTED_PARTS.has(question.code);
  const total = Object.values(parts).reduce((sum, part) => sum + part, 0);
  const setPart = (part: string, next: number | undefined) => {
    const updated = { ...parts };
    if (next === undefined) delete updated[part];
    else updated[part] = next;
    onValue(Object.keys(updated).length === 0 ? undefined : updated);
  };
  return (
    <fieldset className={classes.card} id={id} disabled={disabled} style={{ padding: '0.6rem 0.75rem' }}>
      <legend className={classes.questionText}>{label}</legend>
      {description ? <p className={classes.hint}>{description}</p> : null}
      <div className={classes.parts}>
        {(question.parts ?? []).map((part) => (
          <DecimalInput
            key={part}
            label={t(`questions.${question.code}.parts.${part}`)}
            max={shares ? 100 : GREEN_LIST_LIMITS.maxNumber}
            suffix={shares ? ' %' : undefined}
            value={numberOf(parts[part])}
            onValue={(next) => setPart(part, next)}
          />
        ))}
      </div>
      {shares ? (
        <p className={classes.hint} aria-live="polite">
          {t('answer.total', { total: Math.round(total * 100) / 100 })}
          {total > 100 ? ` — ${t('answer.partsTotalOver')}` : null}
        </p>
      ) : null}
    </fieldset>
  );
}

function ListInput({ id, label, description, disabled, value, onValue }: FieldsetProps) {
  const { t } = useTranslation('green-list');
  const items = Array.isArray(value) ? (value as string[]) : [];
  const shown = items.length === 0 ? [''] : items;
  // Empty lines are kept while the artisan adds them; a list of empty lines is not an answer yet.
  const set = (next: string[]) => onValue(next.length === 0 ? undefined : next);
  return (
    <fieldset className={classes.card} id={id} disabled={disabled} style={{ padding: '0.6rem 0.75rem' }}>
      <legend className={classes.questionText}>{label}</legend>
      {description ? <p className={classes.hint}>{description}</p> : null}
      <div className={classes.stack}>
        {shown.map((item, index) => (
          <div className={classes.listRow} key={index}>
            <TextField
              aria-label={t('answer.item', { number: index + 1 })}
              value={item}
              maxLength={GREEN_LIST_LIMITS.listItemLength}
              onChange={(event) => {
                const next = [...shown];
                next[index] = event.currentTarget.value;
                set(next);
              }}
            />
            {shown.length > 1 ? (
              <Button
                variant="subtle"
                size="icon"
                aria-label={t('answer.removeItem', { number: index + 1 })}
                onClick={() => set(shown.filter((_, at) => at !== index))}
              >
                ×
              </Button>
            ) : null}
          </div>
        ))}
      </div>
      {shown.length < GREEN_LIST_LIMITS.listItems ? (
        <div className={classes.below}>
          <Button variant="subtle" size="compact" onClick={() => set([...shown, ''])}>
            {t('answer.addItem')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
