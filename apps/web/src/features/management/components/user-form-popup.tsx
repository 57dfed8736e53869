import {
  Alert,
  Group,
  MultiSelect,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { capitalizeName } from '../../../lib/validation/artisan-fields';
import { useCreateUser } from '../api/create-user';
import { getUser, useUser } from '../api/get-user';
import type { UserRow } from '../api/list-users';
import { useUpdateUser } from '../api/update-user';
import { accountRights, assignableRoles } from '../utils/account-rules';
import {
  changedBody,
  createBody,
  emptyUserForm,
  rebaseUserDraft,
  userFormProblems,
  valuesFromUser,
  type UserField,
  type UserFormProblem,
  type UserFormValues,
} from '../utils/user-form-values';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { SaveOutcome } from './save-outcome';
import {
  RecordFormPopup,
  submitChanges,
  type RecordFormPopupProps,
  type RecordFormProps,
} from './record-form-popup';
import { useVersionedDraft } from './use-versioned-draft';
import { useCountryOptions } from './use-country-options';
import { useOrganizationOptions } from './use-organization-options';
import classes from './management.module.css';

export type UserFormMode = { kind: 'create' } | { kind: 'edit'; id: string; name: string };

/**
 * Creating or changing a back-office account with the form of SPEC.md section 3 (gender title,
 * first and last name, email, phone, password, countries, organisation), its role and the language
 * of its mails. A change sends only the changed fields, with the version it was opened on
 * (If-Match): if someone saved the account meanwhile, the API refuses (412) and the form offers
 * their version with the person's input on top.
 */
export function UserFormPopup({
  mode,
  viewer,
  language,
  onClose,
  onDone,
}: RecordFormPopupProps<UserFormMode>) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const editId = mode.kind === 'edit' ? mode.id : null;
  const loaded = useUser(editId);
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const title =
    mode.kind === 'edit' ? t('users.form.editTitle', { name: mode.name }) : t('users.form.createTitle');
  const given = { viewer, language, pending, onCancel: onClose };

  return (
    <RecordFormPopup
      title={title}
      testId="user-form-popup"
      pending={pending}
      onClose={onClose}
      creating={mode.kind === 'create'}
      loaded={loaded}
      create={
        <UserForm
          key="create"
          {...given}
          record={null}
          initialEtag={null}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(createBody(values), {
              onSuccess: (user) =>
                onDone({
                  message: values.password
                    ? t('users.form.created', { name: user.name })
                    : t('users.form.invited', { name: user.name }),
                }),
            })
          }
        />
      }
      edit={({ user, etag }) => (
        <UserForm
          key={user.id}
          {...given}
          record={user}
          initialEtag={etag}
          error={update.error}
          onSubmit={submitChanges({
            diff: changedBody,
            send: (changes, seenEtag) =>
              update.mutate(
                { id: user.id, changes, etag: seenEtag },
                {
                  onSuccess: (saved) => onDone({ message: t('users.form.saved', { name: saved.user.name }) }),
                },
              ),
            nothingChanged: () => onDone({ message: t('users.form.nothingChanged') }),
          })}
          onReload={() => update.reset()}
        />
      )}
    />
  );
}

function UserForm({
  viewer,
  language,
  record: account,
  error,
  ...form
}: RecordFormProps<UserRow, UserFormValues>) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const [reloaded, setReloaded] = useState(false);
  const draft = useVersionedDraft({
    initial: () => (account ? valuesFromUser(account) : emptyUserForm(language)),
    initialEtag: form.initialEtag,
    loadLatest: account
      ? async () => {
          const latest = await getUser(account.id);
          return { values: valuesFromUser(latest.user), etag: latest.etag };
        }
      : null,
    rebase: rebaseUserDraft,
    onReloaded: () => {
      form.onReload?.();
      setReloaded(true);
    },
  });
  const { seen, values, setValues, etag } = draft;
  const [submitted, setSubmitted] = useState(false);

  const rights = account
    ? accountRights(viewer, account)
    : { edit: true, roleAndCountries: true, password: true, toggle: true, delete: true, adminsOnly: false };
  const emailTaken = isApiError(error) && error.code === 'email-exists';
  const problems = submitted ? userFormProblems(values) : {};

  const countryOptions = useCountryOptions(language);
  const organizationOptions = useOrganizationOptions();
  const roles = assignableRoles(viewer);
  const roleOptions = [
    ...roles,
    // An account keeps showing its role even where the person may not give it.
    ...(account && !roles.includes(account.role) ? [account.role] : []),
  ].map((role) => ({ value: role, label: t(`roles.${role}`, { ns: 'account' }) }));
  const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

  const set = <K extends UserField>(field: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const problem = (field: UserField) => {
    const key: UserFormProblem | undefined = problems[field];
    if (!key) return undefined;
    switch (key) {
      case 'titleRequired':
      case 'firstNameRequired':
      case 'lastNameRequired':
      case 'roleRequired':
      case 'phoneFormat':
        return t(`users.form.errors.${key}`);
      case 'fillEmail':
      case 'emailFormat':
      case 'fillPassword':
      case 'passwordTooShort':
      case 'passwordsDiffer':
        return t(`messages.${key}`, { ns: 'common' });
      default: {
        const unexpected: never = key;
        return unexpected;
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setReloaded(false);
    if (Object.keys(userFormProblems(values)).length > 0) {
      // The keyboard goes to the first field to correct once the messages are shown.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    form.onSubmit(values, seen, etag);
  };

  const fieldsHaveProblems = Object.keys(problems).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset className={classes.formSection}>
          <legend className={classes.formSectionTitle}>{t('users.form.person')}</legend>
          <div className={classes.formGrid}>
            <Radio.Group
              className={classes.wide}
              label={t('users.form.title')}
              required
              value={values.title}
              onChange={(value) => set('title', value === 'Mr.' || value === 'Ms.' ? value : '')}
              error={problem('title')}
            >
              <Group gap="lg" mt={4}>
                <Radio value="Mr." label={t('signup.mr', { ns: 'account' })} />
                <Radio value="Ms." label={t('signup.ms', { ns: 'account' })} />
              </Group>
            </Radio.Group>
            <TextInput
              label={t('users.form.firstName')}
              required
              maxLength={100}
              autoComplete="off"
              value={values.firstName}
              onChange={(event) => set('firstName', event.currentTarget.value)}
              onBlur={() => set('firstName', capitalizeName(values.firstName))}
              error={problem('firstName')}
              data-autofocus
            />
            <TextInput
              label={t('users.form.lastName')}
              required
              maxLength={100}
              autoComplete="off"
              value={values.lastName}
              onChange={(event) => set('lastName', event.currentTarget.value)}
              onBlur={() => set('lastName', capitalizeName(values.lastName))}
              error={problem('lastName')}
            />
            <TextInput
              label={t('users.form.email')}
              type="email"
              required
              maxLength={180}
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={
                problem('email') ?? (emailTaken ? t('messages.emailExists', { ns: 'common' }) : undefined)
              }
            />
            <TextInput
              label={t('users.form.phone')}
              description={t('users.form.phoneHint')}
              type="tel"
              maxLength={40}
              autoComplete="off"
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
              error={problem('phone')}
            />
          </div>
        </fieldset>

        <fieldset className={classes.formSection}>
          <legend className={classes.formSectionTitle}>{t('users.form.access')}</legend>
          <div className={classes.formGrid}>
            <Select
              label={t('users.form.role')}
              required
              data={roleOptions}
              value={values.role === '' ? null : values.role}
              onChange={(value) => set('role', (value ?? '') as UserFormValues['role'])}
              disabled={!rights.roleAndCountries}
              description={rights.roleAndCountries ? undefined : t('users.form.ownRoleAndCountries')}
              error={problem('role')}
            />
            <Select
              label={t('users.form.organisation')}
              placeholder={t('users.form.noOrganisation')}
              data={organizationOptions}
              value={values.organisation}
              onChange={(value) => set('organisation', value)}
              searchable
              clearable
              nothingFoundMessage={t('users.filters.nothingFound')}
            />
            <MultiSelect
              className={classes.wide}
              label={t('users.form.countries')}
              description={t('users.form.countriesHint')}
              data={countryOptions}
              value={values.countries}
              onChange={(value) => set('countries', value)}
              searchable
              clearable
              disabled={!rights.roleAndCountries}
              nothingFoundMessage={t('users.filters.nothingFound')}
            />
            <Select
              label={t('users.form.language')}
              data={languageOptions}
              value={values.language}
              onChange={(value) => set('language', (value ?? language) as Language)}
              allowDeselect={false}
            />
          </div>
        </fieldset>

        <fieldset className={classes.formSection}>
          <legend className={classes.formSectionTitle}>{t('users.form.passwordSection')}</legend>
          {rights.password ? (
            <Stack gap="sm">
              <Text size="sm" c="var(--ink-soft)">
                {account ? t('users.form.passwordEditHint') : t('users.form.passwordCreateHint')}
              </Text>
              <div className={classes.formGrid}>
                <PasswordInput
                  label={t('users.form.password')}
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => set('password', event.currentTarget.value)}
                  error={problem('password')}
                  visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword', { ns: 'common' }) }}
                />
                <PasswordInput
                  label={t('users.form.confirmation')}
                  autoComplete="new-password"
                  value={values.confirmation}
                  onChange={(event) => set('confirmation', event.currentTarget.value)}
                  error={problem('confirmation')}
                  visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword', { ns: 'common' }) }}
                />
              </div>
            </Stack>
          ) : (
            <Text size="sm" c="var(--ink-soft)">
              {t('users.form.ownPassword')}
            </Text>
          )}
        </fieldset>

        {/* What the save brought shows beside the button that was pressed. */}
        <SaveOutcome
          error={error}
          shownByField={emailTaken}
          draft={draft}
          submitLabel={account ? t('users.form.save') : t('users.form.create')}
          pending={form.pending}
          onCancel={form.onCancel}
        >
          {reloaded ? (
            <Alert color="forest" variant="light" role="status">
              {t('users.form.reloaded')}
            </Alert>
          ) : null}
          {submitted && fieldsHaveProblems ? (
            <Text size="sm" c="red.9" role="alert">
              {t('users.form.problems')}
            </Text>
          ) : null}
        </SaveOutcome>
      </Stack>
    </form>
  );
}
