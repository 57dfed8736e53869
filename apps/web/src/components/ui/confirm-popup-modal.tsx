import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';
import { Popup } from './popup';

export type ConfirmPopupProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
};

/** The popup of confirm-popup.tsx, fetched when it first opens. */
export function ConfirmPopupModal({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
  testId,
}: ConfirmPopupProps) {
  const { t } = useTranslation('common');
  return (
    <Popup opened={opened} onClose={onClose} title={title} size="sm" closable={!pending} testId={testId}>
      <Stack gap="lg">
        <Text component="div" style={{ lineHeight: 1.6 }}>
          {children}
        </Text>
        <ErrorAlert error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
