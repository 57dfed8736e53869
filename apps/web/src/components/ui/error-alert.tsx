import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/i18n/error-message';
import { Notice } from './native/notice';

/**
 * A failed call, above the form it concerns (SPEC.md section 8): the message the app knows in the
 * reader's language, else the server's message as given, else the generic one; titled 'Error'.
 * Drawn natively, so that the screens without Mantine (the logins) show it too.
 */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Notice tone="red" title={t('errors.title')} role="alert" data-testid="error-alert">
      {errorMessage(error, t)}
      {children}
    </Notice>
  );
}
