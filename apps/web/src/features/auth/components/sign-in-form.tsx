import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Email and password, shown but switched off until accounts exist: the accounts issue gives it a
 * submit handler and turns it on.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const noteId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form onSubmit={onSubmit} aria-describedby={noteId} noValidate>
      <Stack gap="md">
        <Alert id={noteId} color="bronze" variant="light" role="status">
          {t('signIn.opensSoon')}
        </Alert>
        <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <TextInput
              label={t('signIn.email')}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              disabled
            />
            <PasswordInput
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              disabled
            />
            <Button type="submit" fullWidth size="md" disabled>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
