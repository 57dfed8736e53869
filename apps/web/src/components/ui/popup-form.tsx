import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

/**
 * A save refused because someone saved the record meanwhile (412): what happened, and a button that
 * loads their version (the form lays the person's input on top); a failed reload shows inside.
 */
export function StaleVersionAlert({
  title,
  reloadLabel,
  reloading,
  reloadError,
  onReload,
}: {
  title: string;
  reloadLabel: string;
  reloading: boolean;
  reloadError: unknown;
  onReload: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert color="orange" variant="light" role="alert" title={title} data-testid="stale-version">
      <Stack gap="sm">
        <Text size="sm">{t('messages.staleVersion')}</Text>
        <ErrorAlert error={reloadError} />
        <div>
          <Button color="orange.9" loading={reloading} onClick={onReload}>
            {reloadLabel}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** The buttons at the foot of a form in a popup: cancel, and the submit button. */
export function PopupFormButtons({
  submitLabel,
  pending,
  submitDisabled = false,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
