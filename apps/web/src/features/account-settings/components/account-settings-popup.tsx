import '@mantine/core/styles/Switch.css';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PasswordFields, type PasswordValues } from '../../../components/ui/password-fields';
import { Popup } from '../../../components/ui/popup';
import type { SessionClaims } from '../../../lib/auth/session-token';
import { useAsyncAction } from '../../../lib/async/use-async-action';
import { isNewPasswordValid } from '../../../lib/validation/credentials';
import { useSession } from '../../../lib/auth/session';
import {
  changeOwnPassword,
  deleteOwnAccount,
  getOwnNewsChoice,
  setOwnNewsChoice,
} from '../api/account-settings-api';

type Kind = SessionClaims['kind'];

/**
 * Account settings (SPEC.md section 2): change one's password, delete one's account. The same for
 * staff and artisans; each kind has its own endpoints. Artisans also turn the foundation's news on
 * and off here (issue 17).
 */
export function AccountSettingsPopup({
  kind,
  onClose,
  onDeleted,
}: {
  kind: Kind;
  onClose: () => void;
  /** The account is gone: the session has to end. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  return (
    <Popup opened onClose={onClose} title={t('settings.title')} closable={!busy} testId="account-settings">
      <Stack gap="xl">
        {kind === 'artisan' ? (
          <>
            <NewsChoice />
            <Divider />
          </>
        ) : null}
        <ChangePasswordForm kind={kind} onBusy={setBusy} />
        <Divider />
        <DeleteAccountForm kind={kind} onBusy={setBusy} onDeleted={onDeleted} />
      </Stack>
    </Popup>
  );
}

function ChangePasswordForm({ kind, onBusy }: { kind: Kind; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [oldPassword, setOldPassword] = useState('');
  const [values, setValues] = useState<PasswordValues>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const change = useAsyncAction(
    (input: { oldPassword: string; newPassword: string; confirmation: string }) =>
      changeOwnPassword(kind, input),
    {
      onSuccess: () => {
        onBusy(false);
        setOldPassword('');
        setValues({ password: '', confirmation: '' });
        setSubmitted(false);
      },
      onError: () => onBusy(false),
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (oldPassword === '' || !isNewPasswordValid(values.password, values.confirmation)) return;
    onBusy(true);
    change.run({ oldPassword, newPassword: values.password, confirmation: values.confirmation });
  };

  return (
    <SettingsForm
      id="settings-password"
      heading={t('settings.passwordHeading')}
      intro={t('settings.otherSessions')}
      onSubmit={submit}
    >
      {change.succeeded ? (
        <Alert color="forest" variant="light" role="status">
          {t('messages.passwordChanged', { ns: 'common' })}
        </Alert>
      ) : null}
      <ErrorAlert error={change.error} />
      <CurrentPasswordInput
        label={t('settings.previousPassword')}
        value={oldPassword}
        onChange={setOldPassword}
        error={
          submitted && oldPassword === '' ? t('messages.fillPreviousPassword', { ns: 'common' }) : undefined
        }
      />
      <PasswordFields values={values} onChange={setValues} showErrors={submitted} />
      <Group justify="flex-end">
        <Button type="submit" loading={change.pending}>
          {t('settings.savePassword')}
        </Button>
      </Group>
    </SettingsForm>
  );
}

/** One of the settings as a form: its heading (which names the section), what it does, its fields. */
function SettingsForm({
  id,
  heading,
  intro,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={id}>
            {heading}
          </Title>
          <Text size="sm" c="var(--ink-soft)">
            {intro}
          </Text>
          {children}
        </Stack>
      </form>
    </section>
  );
}

/** The password the account has now, which a change or a deletion asks for first. */
function CurrentPasswordInput({
  label,
  value,
  onChange,
  error,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      required
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
    />
  );
}

function DeleteAccountForm({
  kind,
  onBusy,
  onDeleted,
}: {
  kind: Kind;
  onBusy: (busy: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAsyncAction((current: string) => deleteOwnAccount(kind, current), {
    onSuccess: onDeleted,
    onError: () => {
      onBusy(false);
      setConfirming(false);
    },
  });

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (password !== '') setConfirming(true);
  };

  const confirm = () => {
    onBusy(true);
    remove.run(password);
  };

  return (
    <SettingsForm
      id="settings-delete"
      heading={t('settings.deleteHeading')}
      intro={t('settings.deleteIntro')}
      onSubmit={ask}
    >
      <ErrorAlert error={remove.error} />
      <CurrentPasswordInput
        label={t('settings.currentPassword')}
        value={password}
        disabled={confirming}
        onChange={setPassword}
        error={submitted && password === '' ? t('messages.fillPassword', { ns: 'common' }) : undefined}
      />
      {confirming ? (
        <Alert color="red" variant="light" role="alert" title={t('settings.confirmDelete')}>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.pending}>
              {t('common.cancel', { ns: 'common' })}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.pending} data-autofocus>
              {t('settings.deleteConfirm')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="outline">
            {t('settings.deleteButton')}
          </Button>
        </Group>
      )}
    </SettingsForm>
  );
}

/** The artisan's choice to receive the newsletter (isReceiveNews), saved as soon as it is switched. */
function NewsChoice() {
  const { t } = useTranslation(['account', 'common']);
  const artisanId = useSession()?.claims.sub ?? '';
  const [receiveNews, setReceiveNews] = useState<boolean | undefined>(undefined);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  const save = useAsyncAction((next: boolean) => setOwnNewsChoice(artisanId, next), {
    onError: () => setReceiveNews((current) => (current === undefined ? current : !current)),
  });

  useEffect(() => {
    let current = true;
    getOwnNewsChoice(artisanId).then(
      (value) => {
        if (current) setReceiveNews(value);
      },
      (error: unknown) => {
        if (current) setLoadError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [artisanId]);

  return (
    <Stack gap="sm" role="group" aria-labelledby="settings-news">
      <Title order={3} size="h4" id="settings-news">
        {t('settings.newsHeading')}
      </Title>
      {loadError ? <ErrorAlert error={loadError} /> : null}
      <Switch
        color="forest"
        label={t('settings.newsLabel')}
        checked={receiveNews ?? false}
        disabled={receiveNews === undefined || save.pending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setReceiveNews(next);
          save.run(next);
        }}
        data-testid="settings-news"
      />
      {save.error ? <ErrorAlert error={save.error} /> : null}
      {save.succeeded ? (
        <Text size="sm" c="forest.8" role="status" data-testid="settings-news-saved">
          {t('settings.newsSaved')}
        </Text>
      ) : null}
    </Stack>
  );
}
