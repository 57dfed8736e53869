import '@mantine/core/styles/Progress.css';
import { Alert, Button, FileInput, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { Popup } from '../../../../components/ui/popup';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useDownloadImportTemplate } from '../../api/download-import-template';
import { isFinished, useArtisanImport, type ArtisanImport } from '../../api/get-artisan-import';
import { IMPORT_MAX_BYTES, looksLikeXlsx, useUploadArtisanImport } from '../../api/upload-artisan-import';
import { ImportResultsTable, ImportSummary } from './artisan-import-results';
import { columnProblems, importMessage, uploadErrorMessage } from './import-messages';

export type ArtisanImportPopupProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once an import has finished, so the list can reload. */
  onImported: () => void;
};

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type FileProblem = 'wrongType' | 'tooLarge' | 'none';

function fileProblem(file: File | null): FileProblem {
  if (!file) return 'none';
  if (!looksLikeXlsx(file)) return 'wrongType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return 'none';
}

/**
 * Import artisans from an Excel file (SPEC.md section 2, artisan list): download the template,
 * upload the filled-in file, follow the import (it runs on the server; the popup asks every second),
 * then read what became of each row. Closing the popup while an import runs does not stop it: the
 * list reloads when it ends, and the popup shows it again when reopened.
 */
export function ArtisanImportPopup({ opened, onClose, onImported }: ArtisanImportPopupProps) {
  const { t } = useTranslation(['artisan-import', 'common']);
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [importId, setImportId] = useState<string>();
  const template = useDownloadImportTemplate();
  const upload = useUploadArtisanImport();
  const status = useArtisanImport(importId);
  const current = status.data;
  const finished = isFinished(current?.status);
  const running = importId !== undefined && !finished && !status.error;

  // The list reloads once per finished import, even when the popup was closed meanwhile.
  const announced = useRef<string>(undefined);
  useEffect(() => {
    if (!current || !finished || announced.current === current.id) return;
    announced.current = current.id;
    onImported();
  }, [current, finished, onImported]);

  const problem = fileProblem(file);

  const startOver = () => {
    setFile(null);
    setSubmitted(false);
    setImportId(undefined);
    upload.reset();
    template.reset();
  };

  const close = () => {
    if (!running) startOver();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!file || problem !== 'none') return;
    upload.mutate(file, { onSuccess: ({ id }) => setImportId(id) });
  };

  return (
    <Popup
      opened={opened}
      onClose={close}
      title={t('title')}
      size="xl"
      closable={!upload.isPending}
      testId="artisan-import-popup"
    >
      {importId === undefined ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="var(--ink-soft)">
              {t('intro')}
            </Text>
            <Stack gap={6} align="flex-start">
              <Button
                variant="light"
                onClick={() => template.mutate()}
                loading={template.isPending}
                data-testid="import-template"
              >
                {t('template.download')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('template.hint')}
              </Text>
            </Stack>
            <ErrorAlert error={template.error} />
            <FileInput
              label={t('file.label')}
              description={t('file.hint')}
              placeholder={t('file.placeholder')}
              accept={XLSX_TYPES}
              clearable
              required
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                upload.reset();
              }}
              error={
                problem === 'wrongType'
                  ? t('file.wrongType')
                  : problem === 'tooLarge'
                    ? t('errors.tooLarge')
                    : submitted && !file
                      ? t('errors.noFile')
                      : undefined
              }
              data-testid="import-file"
            />
            {upload.error ? (
              <Alert color="red" variant="light" title={t('errors.title', { ns: 'common' })} role="alert">
                {uploadErrorMessage(upload.error, t)}
                {columnProblems(upload.error, t).length > 0 ? (
                  <List size="sm" mt="xs">
                    {columnProblems(upload.error, t).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={upload.isPending}>
                {t('common.cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" loading={upload.isPending}>
                {t('actions.import')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {current ? <ImportState job={current} /> : null}
          {!current && !status.error ? <ImportProgress progress={0} queued /> : null}
          <ErrorAlert error={status.error} />
          {current?.status === 'completed' ? (
            <>
              {current.counts ? <ImportSummary counts={current.counts} /> : null}
              <ImportResultsTable rows={current.rows} language={language} />
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {finished || status.error ? (
              <Button variant="default" onClick={startOver}>
                {t('actions.importAnother')}
              </Button>
            ) : null}
            <Button onClick={close} data-autofocus>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Popup>
  );
}

function ImportProgress({ progress, queued }: { progress: number; queued: boolean }) {
  const { t } = useTranslation('artisan-import');
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">
        {queued ? t('progress.queued') : t('progress.running', { progress })}
      </Text>
      <Progress.Root size="lg" radius="sm">
        <Progress.Section
          value={progress}
          animated
          striped
          aria-label={t('progress.label')}
          data-testid="import-progress"
        />
      </Progress.Root>
    </Stack>
  );
}

/** Where the import stands: waiting or running (a bar), done (the success message), or failed. */
function ImportState({ job }: { job: ArtisanImport }) {
  const { t } = useTranslation('artisan-import');
  switch (job.status) {
    case 'queued':
    case 'running':
      return <ImportProgress progress={job.progress} queued={job.status === 'queued'} />;
    case 'completed':
      return (
        <Alert color="forest" variant="light" role="status" data-testid="import-succeeded">
          {importMessage(job.code, job.message ?? t('succeeded'), t)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert" data-testid="import-failed">
          {importMessage(job.code, job.message ?? t('errors.failed'), t)}
        </Alert>
      );
    default: {
      const unexpected: never = job.status;
      return unexpected;
    }
  }
}
