import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/i18n/error-message';

/**
 * A failed call, above the form it concerns (SPEC.md section 8): the message the app knows in the
 * reader's language, else the server's message as given, else the generic one; titled 'Error'.
 */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" title={t('errors.title')} role="alert" data-testid="error-alert">
      {errorMessage(error, t)}
      {children}
    </Alert>
  );
}
