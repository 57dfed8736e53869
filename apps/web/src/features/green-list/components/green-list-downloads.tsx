import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/download-icon';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useDownloadGreenList, type GreenListDownloadFormat } from '../api/download-green-list';
import classes from './green-list.module.css';

/** Staff: the Green List as a PDF and as an Excel workbook, in the reader's language. */
export function GreenListDownloads({ artisanId }: { artisanId: string }) {
  const { t } = useTranslation('green-list');
  const download = useDownloadGreenList(artisanId);
  const button = (format: GreenListDownloadFormat, label: string) => (
    <Button
      variant="default"
      size="sm"
      leftSection={<DownloadIcon />}
      loading={download.isPending && download.variables === format}
      disabled={download.isPending}
      onClick={() => download.mutate(format)}
      data-testid={`green-list-download-${format}`}
    >
      {label}
    </Button>
  );
  return (
    <section className={classes.card} aria-labelledby="gl-downloads-title" data-testid="green-list-downloads">
      <Stack gap="xs">
        <h2 id="gl-downloads-title" className={classes.title} style={{ fontSize: '1.1rem' }}>
          {t('staff.downloads')}
        </h2>
        <Group gap="sm">
          {button('pdf', t('staff.downloadPdf'))}
          {button('xlsx', t('staff.downloadExcel'))}
        </Group>
        {download.error ? <ErrorAlert error={download.error} /> : null}
      </Stack>
    </section>
  );
}
