import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup';

/**
 * Asks the network member to confirm an endorsement: it lets the foundation review the evaluation
 * and cannot be withdrawn, so one click on the banner's button is not enough.
 */
export function EndorsementConfirmation({
  opened,
  endorsing,
  name,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  endorsing: boolean;
  /** The artisan's name, as the heading shows it. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('evaluation');
  return (
    <Popup
      opened={opened}
      onClose={onCancel}
      title={t('endorseConfirm.title')}
      size="sm"
      closable={!endorsing}
      testId="confirm-endorse"
    >
      <Stack gap="lg">
        <Text>{t('endorseConfirm.text', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={endorsing} data-autofocus>
            {t('endorseConfirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={endorsing}>
            {t('endorseConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
