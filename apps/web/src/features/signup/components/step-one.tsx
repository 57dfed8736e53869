import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValues } from '../../../lib/forms/use-form-values';
import { ErrorAlert } from '../../../components/ui/error-alert';
import type { Option } from '../../../lib/reference-data/hydra';
import { emailProblem } from '../../../lib/validation/credentials';
import { isStep1Complete, type Step1Values } from '../utils/signup-rules';
import { NameInput } from '../../../components/ui/artisan-inputs';
import { SignUpCountrySelect, SignUpEmailInput, SignUpTitleRadio } from './step-one-fields';

/**
 * Step 1: gender, first and last name, email and country. The button is enabled only when all are
 * filled and the email is well formed (SPEC.md section 5); then the existence check runs.
 */
export function StepOne({
  initial,
  countries,
  checking,
  error,
  onSubmit,
}: {
  initial: Step1Values;
  countries: Option[];
  checking: boolean;
  error: unknown;
  onSubmit: (values: Step1Values) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { values, set } = useFormValues(initial);
  const [emailTouched, setEmailTouched] = useState(false);
  const complete = isStep1Complete(values);
  const emailError = emailTouched && values.email !== '' ? emailProblem(values.email) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby="signup-step1-intro">
      <Stack gap="md">
        <Text id="signup-step1-intro" size="sm" c="var(--ink-soft)">
          {t('signup.stepOneIntro')}
        </Text>
        <ErrorAlert error={error} />
        <SignUpTitleRadio value={values.title} onChange={(title) => set('title', title)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameInput
            label={t('signup.fields.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(value) => set('firstName', value)}
          />
          <NameInput
            label={t('signup.fields.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(value) => set('lastName', value)}
          />
        </SimpleGrid>
        <SignUpEmailInput
          value={values.email}
          onChange={(email) => set('email', email)}
          onBlur={() => setEmailTouched(true)}
          error={emailError ? t(`messages.${emailError}`, { ns: 'common' }) : undefined}
        />
        <SignUpCountrySelect
          countries={countries}
          value={values.country}
          onChange={(country) => set('country', country)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!complete} loading={checking} data-testid="signup-next">
            {t('signup.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
