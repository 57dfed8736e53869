import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/i18n/error-message';

/**
 * SPEC.md section 8: 'We sent you a verification email. Please check your inbox and spams', with
 * a link to send a new one (valid about 10 minutes). After a sign-up, and when an artisan logs in
 * before confirming.
 */
export function VerifyEmailNotice({
  onResend,
  resending,
  resent,
  error,
  withTitle = true,
}: {
  withTitle?: boolean;
  onResend: () => void;
  resending: boolean;
  resent: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="bronze"
      variant="light"
      title={withTitle ? t('verifyEmail.title') : undefined}
      data-testid="verify-email-notice"
    >
      <Stack gap="xs">
        <Text size="sm">{t('messages.verifyEmail')}</Text>
        <Text size="sm">
          <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={resending} fw={600}>
            {t('verifyEmail.resend')}
          </Anchor>{' '}
          {t('verifyEmail.validity')}
        </Text>
        <div aria-live="polite">
          {resent ? (
            <Text size="sm" c="forest.8">
              {t('verifyEmail.resent')}
            </Text>
          ) : null}
          {error ? (
            <Text size="sm" c="red.8">
              {errorMessage(error, t)}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Alert>
  );
}
