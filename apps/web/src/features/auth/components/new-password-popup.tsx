import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PasswordFields, type PasswordValues } from '../../../components/ui/password-fields';
import { Popup } from '../../../components/ui/popup';
import { isNewPasswordValid } from '../../../lib/validation/credentials';

/** Choose a password: reset by a mailed hash, or create one from an invitation. */
export function NewPasswordPopup({
  opened,
  title,
  intro,
  email,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  opened: boolean;
  title: string;
  intro: string;
  /** Shown (read only) when the link told whose account it is. */
  email?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: PasswordValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordValues>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (isNewPasswordValid(values.password, values.confirmation)) onSubmit(values);
  };

  return (
    <Popup opened={opened} onClose={onCancel} title={title} closable={!pending} testId="new-password-popup">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="var(--ink-soft)">
            {intro}
          </Text>
          <ErrorAlert error={error} />
          {email ? (
            <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" />
          ) : null}
          <PasswordFields values={values} onChange={setValues} showErrors={submitted} autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Popup>
  );
}
