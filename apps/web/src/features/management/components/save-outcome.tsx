import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PopupFormButtons, StaleVersionAlert } from '../../../components/ui/popup-form';
import { isApiError } from '../../../lib/http/api-error';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { useRevealWhenSet } from './reveal';

/** A save refused because someone saved the record meanwhile (412). */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/**
 * The foot of both back-office forms: what a save brought, shown beside the button that was
 * pressed (the offer to reload a stale version, else the refusal unless a field shows it:
 * `shownByField`), then the buttons; a stale version cannot be saved again before the reload.
 */
export function SaveOutcome({
  error,
  shownByField,
  draft,
  submitLabel,
  pending,
  onCancel,
  children,
}: {
  error: unknown;
  shownByField: boolean;
  /** The form's versioned draft (useVersionedDraft), which reloads the latest version. */
  draft: { reloading: boolean; reloadError: unknown; reload: () => Promise<void> };
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** What the form adds below the outcome. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const outcome = useRevealWhenSet<HTMLDivElement>(error);
  const stale = isStaleVersion(error);
  return (
    <>
      <Stack gap="sm" ref={outcome}>
        {stale ? (
          <StaleVersionAlert
            title={t('users.form.staleTitle')}
            reloadLabel={t('users.form.reload')}
            reloading={draft.reloading}
            reloadError={draft.reloadError}
            onReload={() => void draft.reload()}
          />
        ) : (
          <ErrorAlert error={shownByField ? undefined : error} />
        )}
        {children}
      </Stack>
      <PopupFormButtons
        submitLabel={submitLabel}
        pending={pending}
        submitDisabled={stale}
        onCancel={onCancel}
      />
    </>
  );
}
