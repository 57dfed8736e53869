import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../../config/paths';
import type { Language } from '../../../../lib/i18n/languages';
import type { ImportCounts, ImportOutcome, ImportRowResult } from '../../api/get-artisan-import';
import { reasonText } from './import-messages';

const OUTCOME_COLORS: Record<ImportOutcome, string> = {
  created: 'forest',
  skipped: 'gray',
  refused: 'red',
};

/** The counts of an import, in one sentence. */
export function ImportSummary({ counts }: { counts: ImportCounts }) {
  const { t } = useTranslation('artisan-import');
  return (
    <Text size="sm" data-testid="import-summary">
      {t('summary', { ...counts })}
    </Text>
  );
}

/** Each row of the file: created (with a link to the artisan), already existing, or refused and why. */
export function ImportResultsTable({ rows, language }: { rows: ImportRowResult[]; language: Language }) {
  const { t } = useTranslation(['artisan-import', 'common']);
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={360}>
      <Table striped highlightOnHover verticalSpacing="xs" stickyHeader data-testid="import-results">
        <Table.Caption>{t('table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.row')}</Table.Th>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.outcome')}</Table.Th>
            <Table.Th scope="col">{t('table.reasons')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-outcome={row.outcome}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>
                {row.outcome === 'created' && row.artisanId ? (
                  <Anchor component={Link} to={pathTo('artisan_edit', language, { id: row.artisanId })}>
                    {row.name}
                  </Anchor>
                ) : (
                  row.name || (
                    <Text span c="dimmed" size="sm">
                      {t('table.noName')}
                    </Text>
                  )
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLORS[row.outcome]} variant="light" radius="sm">
                  {t(`outcome.${row.outcome}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.reasons.map((reason) => (
                  <Text key={reason} size="sm">
                    {reasonText(reason, t)}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
