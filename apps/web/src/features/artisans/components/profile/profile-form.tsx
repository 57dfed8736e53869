import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../../../../lib/forms/use-form-values';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { isApiError } from '../../../../lib/http/api-error';
import type { Option } from '../../../../lib/reference-data/hydra';
import {
  filterCity,
  filterPhone,
  NETWORK_NAMES,
  SOCIAL_NETWORKS,
  withCraft,
  yearOptions,
  type LinkField,
} from '../../../../lib/validation/artisan-fields';
import { prefixFilter } from '../../../../lib/validation/prefix-filter';
import type { ConsideredAs } from '../../api/get-artisan';
import { TitleRadio } from '../../../../components/ui/title-radio';
import { LinkInput, NameInput } from '../../../../components/ui/artisan-inputs';
import { occupationsOf, type ProfileOptions } from './profile-options';
import {
  canSave,
  profileProblems,
  type Editor,
  type MandatoryField,
  type ProfileValues,
} from './profile-rules';
import { ProfileSection } from './profile-section';

/** The server's word on a field (a 400 names the field), shown as given. */
function violationsOf(error: unknown): Map<string, string> {
  if (!isApiError(error)) return new Map();
  return new Map(error.violations.map((violation) => [violation.propertyPath, violation.message]));
}

/**
 * The profile form of the add and edit modes (SPEC.md sections 3 and 5): identity, craft, contact,
 * links, the files (given by the page) and, for staff, the foundation's fields. Mandatory fields
 * carry an asterisk; a save with one missing marks each with its message and says 'Some mandatory
 * information is missing.' (the machine refuses it).
 */
export function ProfileForm({
  mode,
  editor,
  initial,
  options,
  countries,
  language,
  currentYear,
  attempted,
  incomplete,
  saving,
  error,
  notice,
  files,
  cancel,
  onSave,
}: {
  mode: 'add' | 'edit';
  editor: Editor;
  initial: ProfileValues;
  options: ProfileOptions;
  countries: Option[];
  language: string;
  currentYear: number;
  attempted: boolean;
  incomplete: boolean;
  saving: boolean;
  /** The last refused save, if any. */
  error: unknown;
  /** What the screen says beside the save button instead of the error (a save that met another). */
  notice?: ReactNode;
  files: ReactNode;
  cancel: ReactNode;
  onSave: (values: ProfileValues) => void;
}) {
  const { t } = useTranslation(['artisan-profile', 'common']);
  const { values, setValues, set } = useFormValues(initial);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const years = useMemo(() => yearOptions(currentYear), [currentYear]);
  const occupations = useMemo(
    () => occupationsOf(options.people, values.craftMaterail, language),
    [options.people, values.craftMaterail, language],
  );
  const consideredAsOptions = [
    { value: 'Rising Talent', label: t('consideredAs.risingTalent') },
    { value: 'Master', label: t('consideredAs.master') },
  ];

  const problems = attempted ? profileProblems(values, currentYear) : {};
  const violations = violationsOf(error);
  const missingNow = incomplete && !canSave(values, currentYear);

  // After a refused save, the first field to fix gets the focus (keyboard and screen-reader users).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave(values, currentYear)) setFocusRequest((count) => count + 1);
    onSave(values);
  };

  const required = (field: MandatoryField) =>
    problems[field] === 'required' ? t(`errors.${field}`) : violations.get(field);
  const linkLabel = (field: LinkField) => NETWORK_NAMES[field] ?? t(`fields.${field}`);
  const linkError = (field: LinkField) =>
    problems[field] === 'invalidLink'
      ? t('errors.linkInvalid', { network: linkLabel(field) })
      : violations.get(field);

  const linkInput = (field: LinkField) => (
    <LinkInput
      key={field}
      field={field}
      label={linkLabel(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={linkError(field)}
    />
  );

  const nameInput = (field: 'firstName' | 'lastName') => (
    <NameInput
      label={t(`fields.${field}`)}
      autoComplete="off"
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={required(field)}
    />
  );

  const textInput = (field: 'associated' | 'workshop' | 'address' | 'postalCode', autoComplete = 'off') => (
    <TextInput
      label={t(`fields.${field}`)}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={violations.get(field)}
    />
  );

  const flag = (field: 'master' | 'risingTalent' | 'deceased' | 'selfAssessment' | 'pending') => (
    <Checkbox
      label={t(`fields.${field}`)}
      description={field === 'pending' || field === 'selfAssessment' ? t(`hints.${field}`) : undefined}
      checked={values[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={saving} data-testid="artisan-profile-form">
      <Stack gap="xl">
        <Text size="sm" c="var(--ink-soft)">
          {t('mandatoryHint')}
        </Text>

        <ProfileSection title={t('sections.identity')}>
          <TitleRadio
            label={t('fields.title')}
            mr={t('fields.mr')}
            ms={t('fields.ms')}
            value={values.title}
            onChange={(title) => set('title', title)}
            error={required('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {nameInput('firstName')}
            {nameInput('lastName')}
            {textInput('associated')}
            {textInput('workshop', 'organization')}
          </SimpleGrid>
        </ProfileSection>

        <Divider color="var(--rule)" />
        <ProfileSection title={t('sections.craft')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('fields.craftMaterail')}
              required
              searchable
              data={options.crafts}
              filter={prefixFilter}
              value={values.craftMaterail || null}
              onChange={(value) => setValues((current) => withCraft(current, value))}
              nothingFoundMessage={t('nothingFound')}
              error={required('craftMaterail')}
            />
            <Select
              label={t('fields.craftPerson')}
              searchable
              clearable
              data={occupations}
              filter={prefixFilter}
              value={values.craftPerson || null}
              onChange={(value) => set('craftPerson', value ?? '')}
              nothingFoundMessage={values.craftMaterail ? t('nothingFound') : t('chooseCraftFirst')}
              error={violations.get('craftPerson')}
              clearButtonProps={{ 'aria-label': t('clear') }}
            />
            <Select
              label={t('fields.inActivity')}
              required
              searchable
              data={years}
              filter={prefixFilter}
              value={values.inActivity || null}
              onChange={(value) => set('inActivity', value ?? '')}
              nothingFoundMessage={t('nothingFound')}
              error={required('inActivity')}
            />
          </SimpleGrid>
        </ProfileSection>

        <Divider color="var(--rule)" />
        <ProfileSection title={t('sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.email', { ns: 'common' })}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              onBlur={() => set('email', values.email.trim())}
              error={
                problems.email === 'invalidEmail'
                  ? t('messages.invalidEmail', { ns: 'common' })
                  : violations.get('email')
              }
            />
            <TextInput
              label={t('fields.phone')}
              description={t('hints.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={values.phone}
              onChange={(event) => set('phone', filterPhone(event.currentTarget.value))}
              error={violations.get('phone')}
            />
          </SimpleGrid>
          {textInput('address')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {textInput('postalCode')}
            <TextInput
              label={t('fields.place')}
              description={t('hints.place')}
              autoComplete="off"
              value={values.place}
              onChange={(event) => set('place', filterCity(event.currentTarget.value))}
              error={violations.get('place')}
            />
          </SimpleGrid>
          <Select
            label={t('fields.country')}
            required
            searchable
            data={countries}
            value={values.country || null}
            onChange={(value) => set('country', value ?? '')}
            nothingFoundMessage={t('nothingFound')}
            error={required('country')}
          />
          <Checkbox
            label={t('fields.isReceiveNews')}
            checked={values.isReceiveNews}
            onChange={(event) => set('isReceiveNews', event.currentTarget.checked)}
          />
        </ProfileSection>

        <Divider color="var(--rule)" />
        <ProfileSection title={t('sections.online')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {linkInput('website')}
            {SOCIAL_NETWORKS.map((network) => linkInput(network))}
          </SimpleGrid>
        </ProfileSection>

        <Divider color="var(--rule)" />
        {files}

        {editor !== 'artisan' ? (
          <>
            <Divider color="var(--rule)" />
            <ProfileSection title={t('sections.foundation')} testId="foundation-fields">
              <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
                {flag('master')}
                {flag('risingTalent')}
                {flag('deceased')}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label={t('fields.consideredAs')}
                  clearable
                  data={consideredAsOptions}
                  value={values.consideredAs || null}
                  onChange={(value) => set('consideredAs', (value ?? '') as ConsideredAs | '')}
                  clearButtonProps={{ 'aria-label': t('clear') }}
                />
                <MultiSelect
                  label={t('fields.recommendations')}
                  searchable
                  data={options.recommendations}
                  value={values.recommendations}
                  onChange={(value) => set('recommendations', value)}
                  nothingFoundMessage={t('nothingFound')}
                  error={violations.get('recommendations')}
                />
                <MultiSelect
                  label={t('fields.confirmeds')}
                  searchable
                  data={options.confirmeds}
                  value={values.confirmeds}
                  onChange={(value) => set('confirmeds', value)}
                  nothingFoundMessage={t('nothingFound')}
                  error={violations.get('confirmeds')}
                />
                <MultiSelect
                  label={t('fields.suggestedCountries')}
                  description={t('hints.suggestedCountries')}
                  searchable
                  data={options.countries}
                  value={values.suggestedCountries}
                  onChange={(value) => set('suggestedCountries', value)}
                  nothingFoundMessage={t('nothingFound')}
                  error={violations.get('suggestedCountries')}
                />
              </SimpleGrid>
              {flag('selfAssessment')}
              {editor === 'admin' ? flag('pending') : null}
            </ProfileSection>
          </>
        ) : null}

        <Stack gap="sm">
          {missingNow ? (
            <Alert color="red" variant="light" role="alert" data-testid="mandatory-missing">
              {t('messages.mandatoryMissing')}
            </Alert>
          ) : null}
          <ErrorAlert error={error} />
          {notice}
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button type="submit" loading={saving} data-testid="profile-save">
              {mode === 'add' ? t('actions.create') : t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
