import { MultiSelect, Stack, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { useCreateOrganization } from '../api/create-organization';
import { getOrganization, useOrganization } from '../api/get-organization';
import type { Organization } from '../api/list-organizations';
import { useAllUsers } from '../api/list-users';
import { useUpdateOrganization } from '../api/update-organization';
import { accountRights } from '../utils/account-rules';
import {
  EMPTY_ORGANIZATION_FORM,
  ORGANIZATION_NAME_MAX_LENGTH,
  changedOrganizationBody,
  organizationBody,
  organizationNameProblem,
  valuesFromOrganization,
  type OrganizationFormValues,
} from '../utils/organization-form-values';
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

export type OrganizationFormMode = { kind: 'create' } | { kind: 'edit'; id: number; name: string };

/**
 * Creating or changing an organisation: its name, the countries given to it and its members. A
 * change sends only what changed, with the version it was opened on (If-Match, 412 if stale).
 */
export function OrganizationFormPopup({
  mode,
  viewer,
  language,
  onClose,
  onDone,
}: RecordFormPopupProps<OrganizationFormMode>) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const loaded = useOrganization(mode.kind === 'edit' ? mode.id : null);
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const pending = create.isPending || update.isPending;
  const title =
    mode.kind === 'edit'
      ? t('organisations.form.editTitle', { name: mode.name })
      : t('organisations.form.createTitle');
  const given = { viewer, language, pending, onCancel: onClose };

  return (
    <RecordFormPopup
      title={title}
      testId="organization-form-popup"
      pending={pending}
      onClose={onClose}
      creating={mode.kind === 'create'}
      loaded={loaded}
      create={
        <OrganizationForm
          {...given}
          record={null}
          initialEtag={null}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(organizationBody(values), {
              onSuccess: (organization) =>
                onDone({ message: t('organisations.form.created', { name: organization.name }) }),
            })
          }
        />
      }
      edit={({ organization, etag }) => (
        <OrganizationForm
          {...given}
          record={organization}
          initialEtag={etag}
          error={update.error}
          onSubmit={submitChanges({
            diff: changedOrganizationBody,
            send: (changes, seenEtag) =>
              update.mutate(
                { id: organization.id, changes, etag: seenEtag },
                {
                  onSuccess: (saved) =>
                    onDone({ message: t('organisations.form.saved', { name: saved.organization.name }) }),
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

function OrganizationForm({
  viewer,
  language,
  record: organization,
  error,
  ...form
}: RecordFormProps<Organization, OrganizationFormValues>) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const draft = useVersionedDraft({
    initial: () => (organization ? valuesFromOrganization(organization) : EMPTY_ORGANIZATION_FORM),
    initialEtag: form.initialEtag,
    loadLatest: organization
      ? async () => {
          const latest = await getOrganization(organization.id);
          return { values: valuesFromOrganization(latest.organization), etag: latest.etag };
        }
      : null,
    rebase: rebaseOrganizationDraft,
    onReloaded: () => form.onReload?.(),
  });
  const { seen, values, setValues, etag } = draft;
  const [submitted, setSubmitted] = useState(false);
  const users = useAllUsers();

  const nameTaken = isApiError(error) && error.code === 'organization-name-exists';
  const nameProblem = submitted ? organizationNameProblem(values.name) : undefined;

  const countryOptions = useCountryOptions(language);
  // Accounts the person may not move (admin accounts, for the executive committee) stay as they are.
  const memberOptions = useMemo(
    () =>
      (users.data ?? []).map((user) => ({
        value: user.id,
        label: `${user.name} (${t(`roles.${user.role}`, { ns: 'account' })})`,
        disabled: !accountRights(viewer, user).edit,
      })),
    [users.data, viewer, t],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (organizationNameProblem(values.name)) return;
    form.onSubmit(values, seen, etag);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('organisations.form.name')}
          required
          maxLength={ORGANIZATION_NAME_MAX_LENGTH}
          autoComplete="off"
          value={values.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
          }}
          error={
            nameProblem
              ? t('organisations.form.nameRequired')
              : nameTaken
                ? t('organisations.form.nameExists')
                : undefined
          }
          data-autofocus
        />
        <MultiSelect
          label={t('organisations.form.countries')}
          description={t('organisations.form.countriesHint')}
          data={countryOptions}
          value={values.countries}
          onChange={(countries) => setValues((current) => ({ ...current, countries }))}
          searchable
          clearable
          nothingFoundMessage={t('users.filters.nothingFound')}
        />
        <MultiSelect
          label={t('organisations.form.members')}
          description={t('organisations.form.membersHint')}
          placeholder={values.users.length ? undefined : t('organisations.form.membersPlaceholder')}
          data={memberOptions}
          value={values.users}
          onChange={(members) => setValues((current) => ({ ...current, users: members }))}
          searchable
          clearable={false}
          nothingFoundMessage={t('users.filters.nothingFound')}
        />
        {/* What the save brought shows beside the button that was pressed. */}
        <SaveOutcome
          error={error}
          shownByField={nameTaken}
          draft={draft}
          submitLabel={organization ? t('organisations.form.save') : t('organisations.form.create')}
          pending={form.pending}
          onCancel={form.onCancel}
        />
      </Stack>
    </form>
  );
}

/** The latest version, with what the person changed laid on top. */
function rebaseOrganizationDraft(
  seen: OrganizationFormValues,
  latest: OrganizationFormValues,
  typed: OrganizationFormValues,
): OrganizationFormValues {
  return {
    name: typed.name !== seen.name ? typed.name : latest.name,
    countries: typed.countries.join() !== seen.countries.join() ? typed.countries : latest.countries,
    users: typed.users.join() !== seen.users.join() ? typed.users : latest.users,
  };
}
