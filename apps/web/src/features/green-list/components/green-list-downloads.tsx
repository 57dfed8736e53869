import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useDownloadGreenList, type GreenListDownloadFormat } from '../api/download-green-list';
import classes from './green-list.module.css';

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        d="M4.5 16.5v2a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-2"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

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
