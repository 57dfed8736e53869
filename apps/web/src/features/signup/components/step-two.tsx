import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title as Heading,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { Country } from '../../../lib/reference-data/countries';
import type { CraftPerson } from '../../../lib/reference-data/craft-people';
import type { Option } from '../../../lib/reference-data/hydra';
import {
  filterCity,
  filterPhone,
  NETWORK_NAMES,
  SOCIAL_NETWORKS,
  withCraft,
  yearOptions,
  type SocialNetwork,
} from '../../../lib/validation/artisan-fields';
import { prefixFilter } from '../../../lib/validation/prefix-filter';
import { detectPhoneCountry, dialCodeOf } from '../utils/dial-codes';
import { missingItems, type MissingItem, type Step2Values } from '../utils/signup-rules';
import { LinkInput, NameInput } from '../../../components/ui/artisan-inputs';
import { PopupSelect } from './popup-select';
import { SignUpCountrySelect, SignUpEmailInput, SignUpTitleRadio } from './step-one-fields';

/** SPEC.md section 2: the phone country is auto-detected after about 0.8 to 1.3 seconds. */
const PHONE_DETECTION_MS = 1000;

function BackIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </svg>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Heading order={3} component="legend" fz="md" c="forest.9" mb={4} p={0}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * Step 2: everything of SPEC.md section 2. Mandatory: gender, names, country, craft, occupation,
 * year in activity, a valid email and a password of 8+ characters matching its confirmation; all
 * links must be valid. Submitting with something missing opens the warning popup (the machine).
 */
export function StepTwo({
  initial,
  countries,
  countryItems,
  crafts,
  people,
  currentYear,
  creating,
  error,
  emailTaken,
  onBack,
  onSubmit,
}: {
  initial: Step2Values;
  countries: Option[];
  countryItems: readonly Country[];
  crafts: Option[];
  people: readonly CraftPerson[];
  currentYear: number;
  creating: boolean;
  error: unknown;
  emailTaken: boolean;
  onBack: (values: Step2Values) => void;
  onSubmit: (values: Step2Values) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { values, setValues, set } = useFormValues(initial);
  const [attempted, setAttempted] = useState(false);
  const phoneTouched = useRef(initial.phoneCountry !== '');

  const years = useMemo(() => yearOptions(currentYear), [currentYear]);
  const occupations = useMemo(
    () =>
      people
        .filter((person) => values.craftMaterail !== '' && person.craftMaterail === values.craftMaterail)
        .map((person) => ({ value: person['@id'], label: person.name }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [people, values.craftMaterail],
  );
  const phoneCountries = useMemo(
    () =>
      countryItems
        .filter((country) => dialCodeOf(country.code))
        .map((country) => ({
          value: country.code ?? '',
          label: `${country.name} (+${dialCodeOf(country.code) ?? ''})`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [countryItems],
  );

  // Detect the phone's country once, unless the artisan has chosen one.
  const chosenCountryCode = countryItems.find((country) => country['@id'] === values.country)?.code;
  useEffect(() => {
    if (phoneTouched.current) return;
    const timer = window.setTimeout(() => {
      if (phoneTouched.current) return;
      const detected = detectPhoneCountry(chosenCountryCode, navigator.languages);
      if (detected) setValues((current) => ({ ...current, phoneCountry: detected }));
    }, PHONE_DETECTION_MS);
    return () => window.clearTimeout(timer);
  }, [chosenCountryCode]);

  const missing = new Set<MissingItem>(attempted ? missingItems(values, currentYear) : []);
  const problem = (item: MissingItem, message: string) => (missing.has(item) ? message : undefined);
  const linkError = (item: SocialNetwork | 'website') =>
    problem(
      item,
      t('signup.errors.linkInvalid', { network: NETWORK_NAMES[item] ?? t(`signup.fields.${item}`) }),
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    onSubmit(values);
  };

  const linkInput = (item: SocialNetwork | 'website') => (
    <LinkInput
      key={item}
      field={item}
      label={NETWORK_NAMES[item] ?? t(`signup.fields.${item}`)}
      value={values[item]}
      onChange={(value) => set(item, value)}
      error={linkError(item)}
    />
  );

  const nameInput = (key: 'firstName' | 'lastName', autoComplete: string) => (
    <NameInput
      label={t(`signup.fields.${key}`)}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(value) => set(key, value)}
      error={problem(key, t(`signup.errors.${key}`))}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group gap="xs" wrap="nowrap" align="center">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => onBack(values)}
            aria-label={t('signup.back')}
            disabled={creating}
            data-testid="signup-back"
          >
            <BackIcon />
          </ActionIcon>
          <Text size="sm" c="var(--ink-soft)">
            {t('signup.stepTwoIntro')}
          </Text>
        </Group>
        <ErrorAlert error={emailTaken ? undefined : error} />

        <Section title={t('signup.sections.identity')}>
          <SignUpTitleRadio
            value={values.title}
            onChange={(title) => set('title', title)}
            error={problem('title', t('signup.errors.title'))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {nameInput('firstName', 'given-name')}
            {nameInput('lastName', 'family-name')}
            <TextInput
              label={t('signup.fields.associated')}
              value={values.associated}
              onChange={(event) => set('associated', event.currentTarget.value)}
            />
            <TextInput
              label={t('signup.fields.workshop')}
              autoComplete="organization"
              value={values.workshop}
              onChange={(event) => set('workshop', event.currentTarget.value)}
            />
          </SimpleGrid>
        </Section>

        <Divider color="var(--rule)" />
        <Section title={t('signup.sections.craft')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PopupSelect
              label={t('signup.fields.craftMaterail')}
              required
              data={crafts}
              filter={prefixFilter}
              value={values.craftMaterail || null}
              onChange={(value) => setValues((current) => withCraft(current, value))}
              nothingFoundMessage={t('signup.nothingFound')}
              error={problem('craftMaterail', t('signup.errors.craftMaterail'))}
              data-testid="signup-craft"
            />
            <PopupSelect
              label={t('signup.fields.craftPerson')}
              required
              data={occupations}
              filter={prefixFilter}
              value={values.craftPerson || null}
              onChange={(value) => set('craftPerson', value ?? '')}
              nothingFoundMessage={
                values.craftMaterail ? t('signup.nothingFound') : t('signup.chooseCraftFirst')
              }
              error={problem('craftPerson', t('signup.errors.craftPerson'))}
              data-testid="signup-occupation"
            />
            <PopupSelect
              label={t('signup.fields.inActivity')}
              required
              data={years}
              filter={prefixFilter}
              value={values.inActivity || null}
              onChange={(value) => set('inActivity', value ?? '')}
              nothingFoundMessage={t('signup.nothingFound')}
              error={problem('inActivity', t('signup.errors.inActivity'))}
              data-testid="signup-year"
            />
            {linkInput('website')}
          </SimpleGrid>
        </Section>

        <Divider color="var(--rule)" />
        <Section title={t('signup.sections.contact')}>
          <SignUpCountrySelect
            countries={countries}
            value={values.country}
            onChange={(country) => set('country', country)}
            error={problem('country', t('signup.errors.country'))}
          />
          <TextInput
            label={t('signup.fields.address')}
            autoComplete="street-address"
            value={values.address}
            onChange={(event) => set('address', event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('signup.fields.postalCode')}
              autoComplete="postal-code"
              value={values.postalCode}
              onChange={(event) => set('postalCode', event.currentTarget.value)}
            />
            <TextInput
              label={t('signup.fields.place')}
              description={t('signup.placeHint')}
              autoComplete="address-level2"
              value={values.place}
              onChange={(event) => set('place', filterCity(event.currentTarget.value))}
            />
            <PopupSelect
              label={t('signup.fields.phoneCountry')}
              data={phoneCountries}
              value={values.phoneCountry || null}
              onChange={(value) => {
                phoneTouched.current = true;
                set('phoneCountry', value ?? '');
              }}
              nothingFoundMessage={t('signup.nothingFound')}
              data-testid="signup-phone-country"
            />
            <TextInput
              label={t('signup.fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              leftSection={
                dialCodeOf(values.phoneCountry) ? (
                  <Text size="sm" c="dimmed">
                    +{dialCodeOf(values.phoneCountry)}
                  </Text>
                ) : null
              }
              leftSectionWidth={dialCodeOf(values.phoneCountry) ? 52 : undefined}
              value={values.phone}
              onChange={(event) => set('phone', filterPhone(event.currentTarget.value))}
            />
          </SimpleGrid>
        </Section>

        <Divider color="var(--rule)" />
        <Section title={t('signup.sections.online')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_NETWORKS.map((network) => linkInput(network))}
          </SimpleGrid>
        </Section>

        <Divider color="var(--rule)" />
        <Section title={t('signup.sections.account')}>
          <SignUpEmailInput
            value={values.email}
            onChange={(email) => set('email', email)}
            error={
              emailTaken
                ? t('messages.emailExists', { ns: 'common' })
                : problem('email', t('messages.invalidEmail', { ns: 'common' }))
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('fields.password', { ns: 'common' })}
              description={t('fields.passwordHint', { ns: 'common' })}
              required
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password', event.currentTarget.value)}
              error={problem('password', t('messages.passwordTooShort', { ns: 'common' }))}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword', { ns: 'common' }) }}
            />
            <PasswordInput
              label={t('fields.confirmation', { ns: 'common' })}
              required
              autoComplete="new-password"
              value={values.confirmation}
              onChange={(event) => set('confirmation', event.currentTarget.value)}
              error={problem('confirmation', t('messages.passwordsDiffer', { ns: 'common' }))}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword', { ns: 'common' }) }}
            />
          </SimpleGrid>
          <Checkbox
            label={t('signup.fields.isReceiveNews')}
            checked={values.isReceiveNews}
            onChange={(event) => set('isReceiveNews', event.currentTarget.checked)}
          />
        </Section>

        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => onBack(values)} disabled={creating}>
            {t('signup.back')}
          </Button>
          <Button type="submit" loading={creating} data-testid="signup-submit">
            {t('signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
