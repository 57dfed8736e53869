import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from './popup';

/** A popup that tells one thing (a title and a text) and closes with OK. */
export function MessagePopup({
  opened,
  onClose,
  title,
  children,
  tone = 'info',
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  tone?: 'info' | 'error';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popup opened={opened} onClose={onClose} title={title} size="sm" testId={testId}>
      <Stack gap="lg">
        <Text component="div" c={tone === 'error' ? 'red.9' : undefined} style={{ lineHeight: 1.6 }}>
          {children}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
