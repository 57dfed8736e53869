import '@mantine/charts/styles.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Loader, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/ui/day-input/day-input';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { formatDisplayDay } from '../../../lib/dates/display-day';
import { dateLocaleOf } from '../../../lib/i18n/date-format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { withQueryClient } from '../../../lib/query/with-query-client';
import { useCountries } from '../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../lib/reference-data/craft-materials';
import { recommendationsQuery } from '../../../lib/reference-data/recommendations';
import { useDownloadDashboard } from '../api/download-dashboard';
import { useDownloadWorkbook } from '../api/download-workbook';
import { useStatistics, type StatisticsParams } from '../api/get-statistics';
import { chartGroups, type Labels } from '../utils/chart-groups';
import {
  PERIOD_CHOICES,
  chosenPeriod,
  presetPeriod,
  todayUtc,
  type Period,
  type PeriodChoice,
  type PeriodProblem,
} from '../utils/period';
import { ChartCard } from './chart-card';
import classes from './statistics.module.css';

const NAMESPACES = ['statistics', 'artisan-list', 'criteria'];
const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** SPEC.md route `statistics` (issue 16): the foundation's figures for a period, as charts and tables. */
export const StatisticsPage = withQueryClient(StatisticsScreen);

function StatisticsScreen() {
  const narrow = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation(NAMESPACES);
  const language = useLanguage();
  const locale = dateLocaleOf(language);
  const today = todayUtc();
  const [choice, setChoice] = useState<PeriodChoice>('beginning');
  const [fromDay, setFromDay] = useState<string | undefined>(undefined);
  const [toDay, setToDay] = useState<string | undefined>(undefined);
  const [custom, setCustom] = useState<Period>({ to: today });
  const [problems, setProblems] = useState<Partial<Record<'from' | 'to', PeriodProblem>>>({});
  const [country, setCountry] = useState<string | null>(null);
  const [craft, setCraft] = useState<string | null>(null);
  const [recommendation, setRecommendation] = useState<string | null>(null);
  const [asOf, setAsOf] = useState<string | undefined>(undefined);

  const period = choice === 'custom' ? custom : presetPeriod(choice, today);
  const params: StatisticsParams = {
    ...period,
    asOf,
    country: idOf(country),
    craft: idOf(craft),
    recommendation: idOf(recommendation),
  };
  const statistics = useStatistics(params);
  const countries = useCountries(language);
  const crafts = useCraftMaterials(language);
  const recommendations = useQuery(recommendationsQuery(language));
  const workbook = useDownloadWorkbook();
  const dashboard = useDownloadDashboard();

  const labels: Labels = useMemo(
    () => ({
      column: (key, values) => t(`statistics:columns.${key}`, values ?? {}),
      figure: (figure) => t(`statistics:figures.${figure.replace(/\./g, '_')}`),
      funnel: (step) => t(`statistics:funnel.${step}`),
      status: (status) => t(`artisan-list:statusEval.${status.replace(/ /g, '_')}`),
      greenListStatus: (status) => t(`artisan-list:greenListStatus.${status.replace(/ /g, '_')}`),
      decision: (decision) => t(`criteria:decisions.${decision}.label`),
      criterion: (criterion) => t(`criteria:criteria.${criterion}.name`),
      section: (section) => t(`statistics:sections.${section}`),
    }),
    [t],
  );
  const groups = statistics.data ? chartGroups(statistics.data, labels) : [];

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const read = chosenPeriod(fromDay, toDay, today);
    if (read.problems) {
      setProblems(read.problems);
      return;
    }
    setProblems({});
    setCustom(read.period);
  };

  const shown = period.from
    ? t('statistics:filters.shown', { from: formatDisplayDay(period.from), to: formatDisplayDay(period.to) })
    : t('statistics:filters.shownBeginning', { to: formatDisplayDay(period.to) });
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const stem = `statistics-${period.from ?? 'beginning'}-to-${period.to}`;

  return (
    <Stack className={classes.page} gap="lg" data-testid="statistics-page">
      <div>
        <Title order={1}>{t('statistics:title')}</Title>
        <Text c="dimmed">{t('statistics:intro')}</Text>
      </div>

      <Stack gap="sm" component="section" aria-label={t('statistics:filters.label')}>
        <SegmentedControl
          aria-label={t('statistics:filters.period')}
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
          data={PERIOD_CHOICES.map((value) => ({ value, label: t(`statistics:filters.${value}`) }))}
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
        />
        {choice === 'custom' ? (
          <form onSubmit={applyCustom} noValidate className={classes.filters}>
            <DayInput
              label={t('statistics:filters.from')}
              value={fromDay}
              onChange={setFromDay}
              language={language}
              placeholder={t('statistics:filters.datePlaceholder')}
              hint={t('statistics:filters.fromHint')}
              invalidMessage={t('statistics:filters.dateFormat')}
              error={problems.from ? t(`statistics:filters.${problems.from}`) : undefined}
            />
            <DayInput
              label={t('statistics:filters.to')}
              value={toDay}
              onChange={setToDay}
              language={language}
              placeholder={t('statistics:filters.datePlaceholder')}
              hint={t('statistics:filters.toHint')}
              invalidMessage={t('statistics:filters.dateFormat')}
              error={problems.to ? t(`statistics:filters.${problems.to}`) : undefined}
            />
            <Button type="submit">{t('statistics:filters.apply')}</Button>
          </form>
        ) : null}
        <div className={classes.filters}>
          <Select
            label={t('statistics:filters.country')}
            placeholder={t('statistics:filters.all')}
            data={options(countries.data)}
            value={country}
            onChange={setCountry}
            searchable
            clearable
          />
          <Select
            label={t('statistics:filters.craft')}
            placeholder={t('statistics:filters.all')}
            data={options(crafts.data)}
            value={craft}
            onChange={setCraft}
            searchable
            clearable
          />
          <Select
            label={t('statistics:filters.recommendation')}
            placeholder={t('statistics:filters.all')}
            data={options(recommendations.data)}
            value={recommendation}
            onChange={setRecommendation}
            searchable
            clearable
          />
          <DayInput
            label={t('statistics:filters.asOf')}
            value={asOf}
            onChange={setAsOf}
            language={language}
            placeholder={t('statistics:filters.datePlaceholder')}
            hint={t('statistics:filters.asOfHint')}
            invalidMessage={t('statistics:filters.dateFormat')}
          />
        </div>
        <Group justify="space-between" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="statistics-period">
            {shown}
            {statistics.isFetching ? <Loader size="xs" ml="xs" aria-label={t('statistics:loading')} /> : null}
          </Text>
          <Group gap="xs">
            {(['xlsx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant="default"
                loading={dashboard.isPending && dashboard.variables.format === format}
                onClick={() => {
                  dashboard.reset();
                  dashboard.mutate({ format, params });
                }}
              >
                {t(
                  format === 'pdf'
                    ? 'statistics:downloads.dashboardPdf'
                    : 'statistics:downloads.dashboardWorkbook',
                )}
              </Button>
            ))}
            <Button
              variant="default"
              loading={workbook.isPending}
              onClick={() => {
                workbook.reset();
                workbook.mutate(period);
              }}
            >
              {t('statistics:downloads.workbook')}
            </Button>
          </Group>
        </Group>
        {workbook.error ? <ErrorAlert error={workbook.error} /> : null}
        {dashboard.error ? <ErrorAlert error={dashboard.error} /> : null}
      </Stack>

      {statistics.error ? <ErrorAlert error={statistics.error} /> : null}
      {statistics.isPending ? <Loader aria-label={t('statistics:loading')} /> : null}
      {statistics.data &&
      statistics.data.standings.artisans === 0 &&
      statistics.data.figures.every((f) => f.asOf === 0) ? (
        <Alert color="gray">{t('statistics:empty')}</Alert>
      ) : null}
      {groups.map((group) => (
        <ChartCard
          key={group.id}
          group={group}
          title={t(`statistics:groups.${group.id}.title`)}
          description={t(`statistics:groups.${group.id}.description`, {
            asOf: statistics.data ? formatDisplayDay(statistics.data.asOf) : '',
          })}
          fileStem={`${stem}-${group.id}`}
          locale={locale}
        />
      ))}
    </Stack>
  );
}
