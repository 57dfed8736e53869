import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Popup } from '../../../components/ui/popup';
import type { SessionClaims } from '../../../lib/auth/session-token';
import type { Language } from '../../../lib/i18n/languages';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';

/** What the list is told once a back-office form is done: the message to show. */
export type RecordFormDone = { message: string };

/** What the list gives the account and organisation popups: whether to create or change a record. */
export type RecordFormPopupProps<Mode> = {
  mode: Mode;
  viewer: SessionClaims;
  language: Language;
  onClose: () => void;
  onDone: (done: RecordFormDone) => void;
};

/** What the account and organisation forms are given, for a new record (null) or a loaded one. */
export type RecordFormProps<Row, Values> = {
  viewer: SessionClaims;
  language: Language;
  /** The record as loaded; null for a new one. */
  record: Row | null;
  initialEtag: string | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (values: Values, seen: Values, etag: string | null) => void;
  /** The latest version was loaded after a refused save: the refusal is over. */
  onReload?: () => void;
};

/**
 * The popup of both back-office forms: a new record's form at once; a saved record's once it is
 * loaded with its version, else why it could not be, or a waiting line meanwhile.
 */
export function RecordFormPopup<Loaded>({
  title,
  testId,
  pending,
  onClose,
  creating,
  loaded,
  create,
  edit,
}: {
  title: string;
  testId: string;
  pending: boolean;
  onClose: () => void;
  creating: boolean;
  /** The saved record's query (idle when creating). */
  loaded: { data: Loaded | undefined; isError: boolean; error: unknown };
  create: ReactNode;
  edit: (loaded: Loaded) => ReactNode;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  return (
    <Popup opened onClose={onClose} title={title} size="lg" closable={!pending} testId={testId}>
      {creating ? (
        create
      ) : loaded.data ? (
        edit(loaded.data)
      ) : loaded.isError ? (
        <ErrorAlert error={loaded.error} />
      ) : (
        <Text c="var(--ink-soft)">{t('common.loading', { ns: 'common' })}</Text>
      )}
    </Popup>
  );
}

/**
 * The submit of a saved record's form: a change sends only the fields that changed, with the
 * version it was opened on; with none changed, the form is done at once, saying so.
 */
export function submitChanges<Values, Changes extends object>({
  diff,
  send,
  nothingChanged,
}: {
  diff: (seen: Values, values: Values) => Changes;
  send: (changes: Changes, etag: string | null) => void;
  nothingChanged: () => void;
}) {
  return (values: Values, seen: Values, etag: string | null) => {
    const changes = diff(seen, values);
    if (Object.keys(changes).length === 0) nothingChanged();
    else send(changes, etag);
  };
}
