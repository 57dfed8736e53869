import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePopup } from '../../../components/ui/message-popup';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { pathTo } from '../../../config/paths';
import { endSession, startSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/http/api-error';
import { errorMessage, messageKeyOf } from '../../../lib/i18n/error-message';
import { useLanguage } from '../../../lib/i18n/use-language';
import { prefetchStaffLists } from '../../../lib/reference-data/prefetch-staff-lists';
import { endorseAction } from '../api/endorse-action';
import { getUserByHash } from '../api/get-user-by-hash';
import { resetPasswordAction } from '../api/reset-password-action';
import { resetPasswordRequest } from '../api/reset-password-request';
import { staffLogin, type Credentials } from '../api/staff-login';
import { userAutoLogin } from '../api/user-auto-login';
import { pickStaffLink, STAFF_LINK_PARAMS, staffLinksMachine } from '../machines/staff-links.machine';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { NewPasswordPopup } from './new-password-popup';
import { SignInForm } from './sign-in-form';
import classes from './login-page.module.css';

/** A staff token starts a session only for an active account (SPEC.md section 5). */
function startStaffSession(token: string): void {
  const session = startSession(token);
  if (!session || session.claims.kind !== 'staff') {
    endSession();
    throw new ApiError({ status: 401, code: 'invalid-credentials' });
  }
  if (!session.claims.isActive) {
    endSession();
    throw new ApiError({ status: 401, code: 'account-inactive' });
  }
}

const staffLinks = staffLinksMachine.provide({
  actors: {
    endorse: fromPromise(({ input }) => endorseAction(input.hash)),
    autoLogin: fromPromise(({ input }) => userAutoLogin(input)),
    getUserByHash: fromPromise(({ input }) => getUserByHash(input.hash)),
    resetPassword: fromPromise(({ input }) => resetPasswordAction(input)),
  },
});

/**
 * SPEC.md route `login`: staff and network members. Logging in clears the session first and then
 * loads the reference lists. The page also handles the mailed links: `hash` (new password) and
 * `endorseHash` + `id` (log in and open the artisan).
 */
export function StaffLoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [link] = useState(() => pickStaffLink(searchParams));
  const [links, send] = useMachine(staffLinks, { input: { link } });

  const login = useMutation({
    mutationFn: async (credentials: Credentials) => {
      endSession();
      startStaffSession(await staffLogin(credentials));
    },
    onSuccess: () => {
      void prefetchStaffLists(queryClient, language);
      void navigate(pathTo('home', language));
    },
    // SPEC.md section 8: a failed login clears what the session had stored.
    onError: () => endSession(),
  });

  // The link is read once; it leaves the address so a reload does not use it again.
  useEffect(() => {
    if (!link) return;
    setSearchParams(
      (params) => {
        for (const name of STAFF_LINK_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [link, setSearchParams]);

  const output = links.output;
  useEffect(() => {
    if (!output) return;
    try {
      startStaffSession(output.token);
      void prefetchStaffLists(queryClient, language);
      void navigate(pathTo('artisan_edit', language, { id: output.artisanId }));
    } catch (error) {
      notify({ id: 'endorse-login', tone: 'error', title: t('errors.title', { ns: 'common' }), message: errorMessage(error, t) });
    }
  }, [output, navigate, language, queryClient, notify, t]);

  const invalidHash = links.matches('invalidHash');
  const knownHashError = !links.context.error || messageKeyOf(links.context.error) === 'invalidHash';

  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="staff-login-title">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} id="staff-login-title" className={classes.title}>
              {t('routes.login', { ns: 'common' })}
            </Title>
            <Text className={classes.intro}>{t('login.staffIntro')}</Text>
          </Stack>
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            pending={login.isPending || links.matches('endorsing') || links.matches('autoLogin')}
            onSubmit={(credentials) => login.mutate(credentials)}
            alert={<ErrorAlert error={login.error} />}
          />
          <div className={classes.links}>
            <button type="button" className={classes.linkButton} onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </button>
            <Link to={pathTo('hub', language)} className={classes.back}>
              {t('common.backToHub', { ns: 'common' })}
            </Link>
          </div>
        </Stack>
      </section>

      {forgotOpen ? (
        <ForgotPasswordPopup
          opened
          initialEmail={email}
          onClose={() => setForgotOpen(false)}
          request={resetPasswordRequest}
        />
      ) : null}

      <NewPasswordPopup
        opened={links.matches('resettingPassword')}
        title={t('newPassword.title')}
        intro={t('newPassword.intro')}
        submitLabel={t('newPassword.submit')}
        pending={links.matches({ resettingPassword: 'saving' })}
        error={links.context.error}
        onSubmit={(values) => send({ type: 'SUBMIT', ...values })}
        onCancel={() => send({ type: 'CANCEL' })}
      />

      <MessagePopup
        opened={links.matches('passwordChanged')}
        onClose={() => send({ type: 'DISMISS' })}
        title={t('newPassword.title')}
        testId="password-changed-popup"
      >
        {t('messages.passwordChanged', { ns: 'common' })}
      </MessagePopup>

      <MessagePopup
        opened={invalidHash}
        onClose={() => send({ type: 'DISMISS' })}
        tone="error"
        title={knownHashError ? t('messages.invalidHashTitle', { ns: 'common' }) : t('errors.title', { ns: 'common' })}
        testId="invalid-hash-popup"
      >
        {knownHashError ? t('messages.invalidHashDetail', { ns: 'common' }) : errorMessage(links.context.error, t)}
      </MessagePopup>
    </div>
  );
}
