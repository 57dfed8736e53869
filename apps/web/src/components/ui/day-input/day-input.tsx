import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import { useCalendarLocale } from './calendar-locale';
import { typedDay } from './typed-day';
import classes from './day-input.module.css';

/**
 * A day field with a calendar (SPEC.md section 9: shown and typed dd/mm/yyyy). What is typed is read
 * day first, the eight digits alone too (`27112026`); a whole day is taken at once. Leaving the field
 * with something that is not a day keeps it as typed and says so: never silently put back. An empty
 * field clears the day.
 */
export function DayInput({
  label,
  value,
  onChange,
  language,
  placeholder,
  hint,
  invalidMessage,
  error,
}: {
  label: string;
  /** `YYYY-MM-DD`, or undefined for none. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  language: Language;
  placeholder: string;
  hint: string;
  /** Shown when what was typed is not a day. */
  invalidMessage: string;
  /** A problem the form found with the day itself (e.g. after the last day of a period). */
  error?: string;
}) {
  const { t } = useTranslation('common');
  const locale = useCalendarLocale(language);
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // Leaving a field that holds a day (or nothing): shown again as dd/mm/yyyy. Otherwise left as it is.
  const readable = typed === null || typed.trim() === '' || typedDay(typed) !== null;

  return (
    <DateInput
      label={label}
      placeholder={placeholder}
      description={invalid || error ? undefined : hint}
      error={invalid ? invalidMessage : error}
      value={value ?? null}
      valueFormat="DD/MM/YYYY"
      dateParser={typedDay}
      fixOnBlur={readable}
      clearable
      locale={locale}
      // A day of creation, not of work: no weekend in red (which also reads too faint).
      weekendDays={[]}
      classNames={{ day: classes.day }}
      inputMode="numeric"
      maxLength={10}
      onInput={(event) => {
        setTyped(event.currentTarget.value);
        setInvalid(false);
      }}
      onChange={(day) => onChange(day ?? undefined)}
      onBlur={() => setInvalid(!readable)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setInvalid(!readable);
      }}
      popoverProps={{ withinPortal: true, zIndex: 250 }}
      clearButtonProps={{ 'aria-label': t('datePicker.clear') }}
      ariaLabels={{
        previousMonth: t('datePicker.previousMonth'),
        nextMonth: t('datePicker.nextMonth'),
        previousYear: t('datePicker.previousYear'),
        nextYear: t('datePicker.nextYear'),
        previousDecade: t('datePicker.previousDecade'),
        nextDecade: t('datePicker.nextDecade'),
      }}
    />
  );
}
