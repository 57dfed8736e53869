import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ARTISAN_PERSONAL_FIELDS } from '@artisans/domain/contracts/artisans';
import { isRole } from '../../../../lib/auth/permissions';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { formatDate } from '../../../../lib/i18n/date-format';
import type { Language } from '../../../../lib/i18n/languages';
import { useArtisanHistory, type ArtisanHistoryEntry } from '../../api/artisan-history';
import { STAFF_FIELDS } from './profile-rules';
import { ProfileSection } from './profile-section';
import classes from './profile.module.css';

/** Event types the history names; others show as "Other change". */
const KNOWN_TYPES = [
  'ArtisanRegistered',
  'ArtisanProfileChanged',
  'ArtisanPictureAdded',
  'ArtisanPictureRemoved',
  'ArtisanDocumentAdded',
  'ArtisanDocumentRemoved',
  'ArtisanEmailConfirmed',
  'ArtisanPasswordSet',
  'ArtisanInvited',
  'ArtisanCreatorReassigned',
  'ArtisanEmailConfirmationRequested',
  'ArtisanPasswordResetRequested',
  'ArtisanAccountCreatedMailRequested',
];

/**
 * Field names of the API that the form labels (the history names fields, never their values); the
 * email and the brands are named before these are looked up.
 */
const FIELD_LABELS = new Set<string>([
  ...ARTISAN_PERSONAL_FIELDS,
  'country',
  'craftMaterail',
  'craftPerson',
  'inActivity',
  'isReceiveNews',
  ...STAFF_FIELDS,
  'pictures',
  'document',
  'password',
  'confirmedEmail',
  'user',
]);
/** The API names an actor whose account was erased so (actor-names.ts). */
const DELETED_ACCOUNT = 'deleted account';

const BRANDS: Readonly<Record<string, string>> = {
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** How an entry of the history reads: what happened, who did it and when, which fields. */
export function useHistoryText(language: Language) {
  const { t } = useTranslation(['artisan-profile', 'common', 'account']);
  const fieldLabel = (field: string) =>
    field === 'email'
      ? t('fields.email', { ns: 'common' })
      : (BRANDS[field] ?? (FIELD_LABELS.has(field) ? t(`fields.${field}`) : field));

  /** When and who: a person with their role, or the system, or an account erased since. */
  const byLine = ({ actor, at }: ArtisanHistoryEntry) => {
    const date = at ? formatDate(at, language, 'dateTime') : '';
    if (actor.id === null) return t('history.bySystem', { date });
    if (actor.name === DELETED_ACCOUNT) return t('history.byDeletedAccount', { date });
    const role = isRole(actor.role) ? t(`roles.${actor.role}`, { ns: 'account' }) : actor.roleName;
    return t('history.by', { date, name: role ? `${actor.name} (${role})` : actor.name });
  };

  return {
    what: (entry: ArtisanHistoryEntry) =>
      t(`history.types.${KNOWN_TYPES.includes(entry.type) ? entry.type : 'other'}`),
    byLine,
    fields: (entry: ArtisanHistoryEntry) =>
      entry.changedFields.length > 0
        ? t('history.fields', { fields: entry.changedFields.map(fieldLabel).join(', ') })
        : null,
  };
}

/** One entry: what happened, by whom and when, which fields. */
export function HistoryEntryText({ entry, language }: { entry: ArtisanHistoryEntry; language: Language }) {
  const text = useHistoryText(language);
  const fields = text.fields(entry);
  return (
    <>
      <Text size="sm" fw={600}>
        {text.what(entry)}
      </Text>
      <Text size="sm" c="var(--ink-soft)">
        {text.byLine(entry)}
      </Text>
      {fields ? <Text size="sm">{fields}</Text> : null}
    </>
  );
}

/** Staff see who changed which fields of the profile, and when (newest first). */
export function ProfileHistory({ artisanId, language }: { artisanId: string; language: Language }) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const history = useArtisanHistory(artisanId, true);
  const entries = [...(history.data ?? [])].reverse();
  return (
    <ProfileSection title={t('sections.history')} asFieldset={false} testId="profile-history">
      {history.isPending ? (
        <Loader size="sm" color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
      ) : history.error ? (
        <ErrorAlert error={history.error} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="var(--ink-soft)">
          {t('history.empty')}
        </Text>
      ) : (
        <ol className={classes.history}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <HistoryEntryText entry={entry} language={language} />
            </li>
          ))}
        </ol>
      )}
    </ProfileSection>
  );
}
