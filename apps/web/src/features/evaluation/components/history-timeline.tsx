import { Button, Center, Chip, Group, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { Language } from '../../../lib/i18n/languages';
import {
  HISTORY_KINDS,
  isHistoryKind,
  useEvaluationHistory,
  type HistoryKind,
} from '../api/get-evaluation-history';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import { HistoryEntry } from './history-entry';
import classes from './analysis.module.css';

/**
 * The decision history: every answer change, validation, sending, endorsement, review, status change
 * and decision of the evaluation, newest first, with who (name and role), when and what was said.
 * Chips filter it by kind (none chosen: everything).
 */
export function HistoryTimeline({
  artisanId,
  language,
  onAsOf,
}: {
  artisanId: string;
  language: Language;
  onAsOf: (at: string) => void;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const [kinds, setKinds] = useState<HistoryKind[]>([]);
  const history = useEvaluationHistory(artisanId, kinds);
  const entries = [...(history.data ?? [])].reverse();

  return (
    <section className={classes.card} aria-labelledby="decision-history" data-testid="decision-history">
      <h2 id="decision-history" className={classes.cardTitle}>
        {t('history.title')}
      </h2>
      <p className={classes.muted}>{t('history.intro')}</p>
      <fieldset className={classes.filters}>
        <legend>{t('history.filter')}</legend>
        <Group gap="xs">
          <Chip.Group multiple value={kinds} onChange={(values) => setKinds(values.filter(isHistoryKind))}>
            {HISTORY_KINDS.map((kind) => (
              <Chip key={kind} value={kind} size="sm" variant="outline" color="forest">
                {t(`history.kinds.${kind}`)}
              </Chip>
            ))}
          </Chip.Group>
          {kinds.length > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setKinds([])}>
              {t('history.showAll')}
            </Button>
          ) : null}
        </Group>
      </fieldset>

      {history.isPending ? (
        <Center py="md">
          <Loader size="sm" color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
        </Center>
      ) : history.error ? (
        <ErrorAlert error={history.error} />
      ) : (
        <>
          <p className={classes.muted} aria-live="polite" data-testid="history-count">
            {t('history.shown', { number: entries.length })}
          </p>
          {entries.length === 0 ? (
            <p>{kinds.length > 0 ? t('history.emptyFiltered') : t('history.empty')}</p>
          ) : (
            <ol className={classes.timeline} aria-busy={history.isPlaceholderData || undefined}>
              {entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} language={language} onAsOf={onAsOf} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
