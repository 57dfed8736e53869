import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitleRadio } from '../../../components/ui/title-radio';
import type { Option } from '../../../lib/reference-data/hydra';
import type { Title } from '../../../lib/validation/artisan-fields';
import { PopupSelect } from './popup-select';

/**
 * The fields of step 1 that step 2 shows again (gender, email, country), so that both steps ask
 * for them in the same words. Each gives back its new value; the messages are the step's own.
 */

export function SignUpTitleRadio({
  value,
  onChange,
  error,
}: {
  value: Title | '';
  onChange: (title: Title) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <TitleRadio
      label={t('signup.fields.title')}
      mr={t('signup.mr')}
      ms={t('signup.ms')}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

export function SignUpEmailInput({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  onBlur?: () => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      label={t('fields.email')}
      required
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

export function SignUpCountrySelect({
  countries,
  value,
  onChange,
  error,
}: {
  countries: Option[];
  value: string;
  onChange: (country: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <PopupSelect
      label={t('signup.fields.country')}
      required
      data={countries}
      value={value || null}
      onChange={(country) => onChange(country ?? '')}
      nothingFoundMessage={t('signup.nothingFound')}
      error={error}
    />
  );
}
