import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import { pathTo } from '../../../config/paths';
import { useAsyncAction } from '../../../lib/async/use-async-action';
import { endSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { resetPasswordRequest } from '../api/reset-password-request';
import { staffLogin, type Credentials } from '../api/staff-login';
import { pickStaffLink, STAFF_LINK_PARAMS } from '../utils/staff-links';
import { loadStaffLists, startStaffSession } from '../utils/start-session';
import { useLinkParams } from '../utils/use-link-params';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import classes from './login-page.module.css';

// Loaded when needed, with Mantine (the page is drawn without it): most visits have no link and
// never open the popup.
const StaffLinkHandler = lazyWithMantine(() =>
  import('./staff-link-handler').then((m) => m.StaffLinkHandler),
);
const ForgotPasswordPopup = lazyWithMantine(() =>
  import('./forgot-password-popup').then((m) => m.ForgotPasswordPopup),
);

/**
 * SPEC.md route `login`: staff and network members. Logging in clears the session first and then
 * loads the reference lists. The mailed links (`hash`, `endorseHash` + `id`) are handled too.
 */
export function StaffLoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const link = useLinkParams(pickStaffLink, STAFF_LINK_PARAMS);

  const login = useAsyncAction(
    async (credentials: Credentials) => {
      endSession();
      startStaffSession(await staffLogin(credentials));
    },
    {
      onSuccess: () => {
        loadStaffLists(language);
        void navigate(pathTo('home', language));
      },
      // SPEC.md section 8: a failed login clears what the session had stored.
      onError: () => endSession(),
    },
  );

  return (
    <div className={classes.page}>
      <LoginCard
        titleId="staff-login-title"
        title={t('routes.login', { ns: 'common' })}
        intro={t('login.staffIntro')}
        onForgotPassword={() => setForgotOpen(true)}
      >
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          pending={login.pending}
          onSubmit={login.run}
          alert={<ErrorAlert error={login.error} />}
        />
      </LoginCard>

      <Suspense fallback={null}>
        {forgotOpen ? (
          <ForgotPasswordPopup
            opened
            initialEmail={email}
            onClose={() => setForgotOpen(false)}
            request={resetPasswordRequest}
          />
        ) : null}
        {link ? <StaffLinkHandler link={link} /> : null}
      </Suspense>
    </div>
  );
}
