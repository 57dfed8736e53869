import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMomentText, toMomentText } from './history-moments';
import classes from './analysis.module.css';

/**
 * A date and time typed day first (`dd/mm/yyyy hh:mm:ss`, as the artisan list's dates), with "now"
 * and "clear". The browser's own picker is not used: it writes the browser's format (mm/dd/yyyy in a
 * US English Chromium), not the page's language.
 */
export function MomentInput({
  label,
  hint,
  value,
  onChange,
  testId,
}: {
  label: string;
  /** What the field means, shown under it (else the format). */
  hint?: string;
  value: string | null;
  onChange: (moment: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('analysis');
  // What is typed stays as typed until it is a whole date and time; a moment chosen elsewhere (a
  // step of the history, "now") replaces it.
  const [raw, setRaw] = useState(() => toMomentText(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    setShown(value);
    setRaw(toMomentText(value));
    setInvalid(false);
  }
  return (
    <div className={classes.moment}>
      <TextInput
        label={label}
        placeholder={t('asOf.placeholder')}
        description={invalid ? undefined : (hint ?? t('asOf.format'))}
        error={invalid ? t('asOf.invalid') : undefined}
        value={raw}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const parsed = fromMomentText(next);
          setRaw(next);
          if (parsed === null && next.trim() !== '') return;
          // Typed here: kept as typed rather than rewritten in full.
          setShown(parsed);
          setInvalid(false);
          onChange(parsed);
        }}
        // Judged once the field is left: a half-typed moment is not yet wrong.
        onBlur={() => setInvalid(raw.trim() !== '' && fromMomentText(raw) === null)}
        data-testid={testId}
      />
      <Group gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(new Date().toISOString())}>
          {t('asOf.now')}
        </Button>
        {value !== null ? (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(null)}>
            {t('asOf.clear')}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
