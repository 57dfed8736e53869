import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Popup } from '../../../components/ui/popup';
import { useAsyncAction } from '../../../lib/async/use-async-action';
import { emailProblem } from '../../../lib/validation/credentials';

/**
 * The forgotten-password popup (SPEC.md section 2): an email, then a mail with a link. A wrong
 * format is refused here; 'This e-mail doesn't exist in system.' comes from the server.
 */
export function ForgotPasswordPopup({
  opened,
  onClose,
  initialEmail,
  request,
}: {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
  request: (email: string) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useAsyncAction(request);
  const problem = emailProblem(email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) mutation.run(email.trim());
  };

  return (
    <Popup
      opened={opened}
      onClose={onClose}
      title={t('forgot.title')}
      closable={!mutation.pending}
      testId="forgot-password-popup"
    >
      {mutation.succeeded ? (
        <Stack gap="lg">
          <Alert color="forest" variant="light" role="status">
            {t('messages.resetEmailSent', { ns: 'common' })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('common.ok', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="var(--ink-soft)">
              {t('forgot.intro')}
            </Text>
            <ErrorAlert error={mutation.error} />
            <TextInput
              label={t('fields.email', { ns: 'common' })}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              data-autofocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={submitted && problem ? t(`messages.${problem}`, { ns: 'common' }) : undefined}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={mutation.pending}>
                {t('common.cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" loading={mutation.pending}>
                {t('forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Popup>
  );
}
