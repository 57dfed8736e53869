import { BarChart, LineChart } from '@mantine/charts';
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/http/save-blob';
import type { ChartGroup } from '../utils/chart-groups';
import { chartPng } from '../utils/chart-png';
import { toCsv, type Cell } from '../utils/csv';
import classes from './statistics.module.css';

const formatCell = (cell: Cell, locale: string) =>
  cell === null ? '–' : typeof cell === 'number' ? cell.toLocaleString(locale) : cell;

/** On a phone, a bar chart with more categories than this lies down: every label stays readable. */
const UPRIGHT_MAX_ON_PHONE = 5;

/** One group of figures: its chart, the buttons that save it (PNG) and its table (CSV), the table. */
export function ChartCard({
  group,
  title,
  description,
  fileStem,
  locale,
}: {
  group: ChartGroup;
  title: string;
  description: string;
  fileStem: string;
  locale: string;
}) {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const horizontal =
    group.horizontal || (narrow && group.kind === 'bar' && group.chartRows.length > UPRIGHT_MAX_ON_PHONE);
  const bars = group.kind === 'bar' ? group.series.length : 1;
  const height = horizontal ? Math.max(240, group.chartRows.length * Math.max(28, bars * 14 + 8)) : 280;
  // Counts have whole-number ticks; the value axis is x when the bars lie down.
  const valueAxis = { allowDecimals: !group.counts };
  const categoryWidth = narrow ? 112 : 170;

  const savePng = async () => {
    setFailed(false);
    try {
      if (chartRef.current)
        saveBlob(await chartPng(chartRef.current, title, group.series), `${fileStem}.png`);
    } catch {
      setFailed(true);
    }
  };
  const saveCsv = () =>
    saveBlob(
      new Blob([toCsv(group.columns, group.rows)], { type: 'text/csv;charset=utf-8' }),
      `${fileStem}.csv`,
    );

  const common = {
    h: height,
    data: group.chartRows,
    dataKey: group.categoryKey,
    series: group.series.map((item) => ({ name: item.key, label: item.label, color: item.color })),
    withLegend: false,
    tooltipAnimationDuration: 0,
  };

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={titleId}
      data-testid={`chart-${group.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div className={classes.cardHeading}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => void savePng()}
              aria-label={t('downloads.pngLabel', { title })}
            >
              {t('downloads.png')}
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={saveCsv}
              aria-label={t('downloads.csvLabel', { title })}
            >
              {t('downloads.csv')}
            </Button>
          </Group>
        </Group>
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('downloads.pngFailed')}
          </Text>
        ) : null}
        <div ref={chartRef} className={classes.chart} aria-hidden="true">
          {group.empty ? (
            // A chart of zeros draws nothing: the message alone says it, without empty axes behind it.
            <Text size="sm" c="dimmed" className={classes.empty}>
              {t('empty')}
            </Text>
          ) : group.kind === 'line' ? (
            <LineChart
              {...common}
              curveType="linear"
              withDots={group.chartRows.length <= 31}
              yAxisProps={valueAxis}
            />
          ) : (
            <BarChart
              {...common}
              orientation={horizontal ? 'vertical' : 'horizontal'}
              yAxisProps={horizontal ? { width: categoryWidth } : valueAxis}
              xAxisProps={horizontal ? valueAxis : undefined}
            />
          )}
          {group.empty ? null : (
            <ul className={classes.legend}>
              {group.series.map((item) => (
                <li key={item.key}>
                  <span
                    className={classes.swatch}
                    data-series={item.key}
                    style={{ backgroundColor: `var(--mantine-color-${item.color.replace('.', '-')})` }}
                  />
                  {item.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <ScrollArea type="auto">
          <Table striped withTableBorder className={classes.table} data-testid={`table-${group.id}`}>
            <Table.Caption className={classes.caption}>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {group.columns.map((column, index) => (
                  <Table.Th key={column} scope="col" ta={index === 0 ? 'left' : 'right'}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.rows.map((row) => (
                <Table.Tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={index} scope="row" fw={400}>
                        {formatCell(cell, locale)}
                      </Table.Th>
                    ) : (
                      <Table.Td key={index} ta="right">
                        {formatCell(cell, locale)}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
