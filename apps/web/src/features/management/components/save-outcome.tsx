import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { StaleVersionAlert } from '../../../components/ui/popup-form';
import { isApiError } from '../../../lib/http/api-error';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { useRevealWhenSet } from './reveal';

/** A save refused because someone saved the record meanwhile (412). */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/**
 * What a save of both back-office forms brought, shown beside the button that was pressed: the
 * offer to reload a stale version, else the refusal (unless a field shows it: `shownByField`).
 */
export function SaveOutcome({
  error,
  shownByField,
  reloading,
  reloadError,
  onReload,
  children,
}: {
  error: unknown;
  shownByField: boolean;
  reloading: boolean;
  reloadError: unknown;
  onReload: () => void;
  /** What the form adds below. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const outcome = useRevealWhenSet<HTMLDivElement>(error);
  return (
    <Stack gap="sm" ref={outcome}>
      {isStaleVersion(error) ? (
        <StaleVersionAlert
          title={t('users.form.staleTitle')}
          reloadLabel={t('users.form.reload')}
          reloading={reloading}
          reloadError={reloadError}
          onReload={onReload}
        />
      ) : (
        <ErrorAlert error={shownByField ? undefined : error} />
      )}
      {children}
    </Stack>
  );
}
