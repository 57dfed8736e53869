import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/i18n/error-message';
import { Notice } from './native/notice';
import classes from './verify-email-notice.module.css';

/**
 * SPEC.md section 8: 'We sent you a verification email. Please check your inbox and spams', with
 * a link to send a new one (valid about 10 minutes). After a sign-up, and when an artisan logs in
 * before confirming (on the login page, which is drawn without Mantine).
 */
export function VerifyEmailNotice({
  onResend,
  resending,
  resent,
  error,
  withTitle = true,
}: {
  withTitle?: boolean;
  onResend: () => void;
  resending: boolean;
  resent: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="bronze"
      title={withTitle ? t('verifyEmail.title') : undefined}
      data-testid="verify-email-notice"
    >
      <div className={classes.body}>
        <p>{t('messages.verifyEmail')}</p>
        <p>
          <button type="button" className={classes.resend} onClick={onResend} disabled={resending}>
            {t('verifyEmail.resend')}
          </button>{' '}
          {t('verifyEmail.validity')}
        </p>
        <div aria-live="polite">
          {resent ? <p className={classes.resent}>{t('verifyEmail.resent')}</p> : null}
          {error ? <p className={classes.failed}>{errorMessage(error, t)}</p> : null}
        </div>
      </div>
    </Notice>
  );
}
