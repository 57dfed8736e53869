import { Button, Group, Popover, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DownloadIcon } from '../../../components/ui/download-icon';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { can } from '../../../lib/auth/permissions';
import { useSession } from '../../../lib/auth/session';
import { useDownloadAnalysisPdf } from '../api/download-analysis-pdf';
import { readPeriod, useDownloadStatistics, type PeriodProblem } from '../api/download-statistics';
import { useAnalysis } from '../api/get-analysis';
import { useStanding } from '../api/get-standing';

const NAMESPACE = 'downloads';
/** Its file loads beside the screen's: the buttons wait for it rather than suspend the whole screen. */
const LAZY = { useSuspense: false } as const;

/**
 * The downloads of the analysis (SPEC.md section 2): the dashboard as a PDF for everyone who sees the
 * analysis, once it is available (not offered before); for the foundation (`statistics.read`) the
 * evaluation statistics as an Excel file, from the beginning or for a period. Failures show the
 * server's message.
 */
export function AnalysisDownloads() {
  const { id = '' } = useParams();
  const session = useSession();
  const { t, ready } = useTranslation(NAMESPACE, LAZY);
  const standing = useStanding(id, id !== '');
  const available = standing.data?.analysisAvailable === true;
  const analysis = useAnalysis(id, available);
  const pdf = useDownloadAnalysisPdf();
  if (!session || id === '' || !ready) return null;
  const mayReadStatistics = can(session.claims.role, 'statistics.read');
  // The dashboard exists once the analysis does: no button that could only fail.
  if (!available && !mayReadStatistics) return null;

  return (
    <Stack gap="xs" align="flex-end" data-testid="analysis-downloads">
      <Group gap="sm" justify="flex-end">
        {available ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<DownloadIcon />}
            loading={pdf.isPending}
            disabled={!analysis.isSuccess}
            onClick={() => pdf.mutate(id)}
          >
            {t('ui.pdf')}
          </Button>
        ) : null}
        {mayReadStatistics ? <StatisticsDownload /> : null}
      </Group>
      {pdf.error ? <ErrorAlert error={pdf.error} /> : null}
    </Stack>
  );
}

type Scope = 'whole' | 'period';

function StatisticsDownload() {
  const { t } = useTranslation(NAMESPACE, LAZY);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<Scope>('whole');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [problems, setProblems] = useState<{
    from?: PeriodProblem;
    to?: PeriodProblem;
    period?: PeriodProblem;
  }>({});
  const download = useDownloadStatistics();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.reset();
    if (scope === 'whole') {
      setProblems({});
      download.mutate({}, { onSuccess: () => setOpened(false) });
      return;
    }
    const read = readPeriod(fromText, toText);
    if (read.problems) {
      setProblems(read.problems);
      return;
    }
    setProblems({});
    download.mutate(read.period, { onSuccess: () => setOpened(false) });
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<DownloadIcon />}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          {t('ui.statistics')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text id={titleId} fw={600}>
              {t('ui.statisticsTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ui.statisticsHint')}
            </Text>
            <Radio.Group label={t('ui.scope')} value={scope} onChange={(value) => setScope(value as Scope)}>
              <Stack gap="xs" mt={6}>
                <Radio value="whole" label={t('ui.whole')} />
                <Radio value="period" label={t('ui.period')} />
              </Stack>
            </Radio.Group>
            {scope === 'period' ? (
              <Group grow align="flex-start" gap="sm">
                <DayField
                  label={t('ui.from')}
                  problem={problems.from}
                  value={fromText}
                  onChange={setFromText}
                />
                <DayField label={t('ui.to')} problem={problems.to} value={toText} onChange={setToText} />
              </Group>
            ) : null}
            {problems.period ? (
              <Text size="sm" c="red" role="alert">
                {t(`ui.${problems.period}`)}
              </Text>
            ) : null}
            {download.error ? <ErrorAlert error={download.error} /> : null}
            <Group justify="flex-end">
              <Button type="submit" size="sm" leftSection={<DownloadIcon />} loading={download.isPending}>
                {t('ui.download')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A day of the period, typed as dd/mm/yyyy: the hint, or what is wrong with it. */
function DayField({
  label,
  problem,
  value,
  onChange,
}: {
  label: string;
  problem: PeriodProblem | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE, LAZY);
  return (
    <TextInput
      label={label}
      placeholder={t('ui.datePlaceholder')}
      description={problem ? undefined : t('ui.dateHint')}
      error={problem ? t(`ui.${problem}`) : undefined}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
