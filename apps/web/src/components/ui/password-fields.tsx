import { PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newPasswordProblems } from '../../lib/validation/credentials';

export type PasswordValues = { password: string; confirmation: string };

/**
 * A new password and its confirmation, with the messages of SPEC.md section 5 (minimum length,
 * 'Both passwords do not match') once the fields have been left or the form submitted.
 */
export function PasswordFields({
  values,
  onChange,
  showErrors,
  autoFocus = false,
}: {
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  showErrors: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const problems = newPasswordProblems(values.password, values.confirmation);
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('fields.newPassword')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
        error={showErrors && problems.password ? t(`messages.${problems.password}`) : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      />
      <PasswordInput
        label={t('fields.confirmation')}
        autoComplete="new-password"
        required
        value={values.confirmation}
        onChange={(event) => onChange({ ...values, confirmation: event.currentTarget.value })}
        error={showErrors && problems.confirmation ? t(`messages.${problems.confirmation}`) : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      />
    </Stack>
  );
}
