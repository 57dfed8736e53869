import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credentials } from '../api/staff-login';
import { Button } from '../../../components/ui/native/button';
import { PasswordField, TextField } from '../../../components/ui/native/fields';
import { emailProblem, passwordProblem } from '../../../lib/validation/credentials';
import classes from './login-page.module.css';

/**
 * Email and password (SPEC.md section 5): a malformed email marks the field ('Please fill in the
 * email', 'Your email address does not have a proper format'); the password must not be empty.
 * A refused login shows above the form (`alert`). Native controls: the logins load without Mantine.
 */
export function SignInForm({
  onSubmit,
  pending,
  alert,
  email,
  onEmailChange,
}: {
  onSubmit: (credentials: Credentials) => void;
  pending: boolean;
  alert?: ReactNode;
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const emailError = emailProblem(email);
  const passwordError = passwordProblem(password);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!emailError && !passwordError) onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('fields.signInForm')} className={classes.form}>
      {alert}
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => onEmailChange(event.currentTarget.value)}
        onBlur={() => setEmailTouched(true)}
        error={
          (submitted || (emailTouched && email !== '')) && emailError
            ? t(`messages.${emailError}`)
            : undefined
        }
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={submitted && passwordError ? t(`messages.${passwordError}`) : undefined}
        toggleLabel={t('fields.showPassword')}
      />
      <Button type="submit" size="lg" loading={pending} style={{ width: '100%' }}>
        {t('fields.signIn')}
      </Button>
    </form>
  );
}
