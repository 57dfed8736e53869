import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../lib/i18n/languages';
import { useArtisanHistory } from '../../api/artisan-history';
import { HistoryEntryText } from './profile-history';
import classes from './profile.module.css';

/**
 * Shown when a save was refused because someone else saved the artisan after the person opened it
 * (412): says that nothing was overwritten, who changed what and when since the version the person
 * had (staff read the history), and offers to load the latest version keeping their input.
 */
export function ProfileConflictNotice({
  artisanId,
  seenVersion,
  showChanges,
  language,
  reloading,
  onReload,
}: {
  artisanId: string;
  /** The stream version the person's form was opened on. */
  seenVersion: number | undefined;
  /** Staff read the history; an artisan does not. */
  showChanges: boolean;
  language: Language;
  reloading: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation('artisan-profile');
  const history = useArtisanHistory(artisanId, showChanges);
  // An entry's place in the history is its version: what came after the one the person had.
  const since = (history.data ?? []).filter(
    (_, version) => seenVersion === undefined || version > seenVersion,
  );
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('conflict.title')}
      data-testid="profile-conflict"
    >
      <Stack gap="sm">
        <Text size="sm">{t('conflict.text')}</Text>
        {showChanges && since.length > 0 ? (
          <ol className={classes.history}>
            {since.map((entry) => (
              <li key={entry.id}>
                <HistoryEntryText entry={entry} language={language} />
              </li>
            ))}
          </ol>
        ) : null}
        <div>
          <Button onClick={onReload} loading={reloading} color="orange.9">
            {t('conflict.reload')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
