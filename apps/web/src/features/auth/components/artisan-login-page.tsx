import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePopup } from '../../../components/ui/message-popup';
import { VerifyEmailNotice } from '../../../components/ui/verify-email-notice';
import { pathTo } from '../../../config/paths';
import { sendConfirmEmail } from '../../../lib/accounts/send-confirm-email';
import { endSession, startSession } from '../../../lib/auth/session';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { artisanAutoLogin } from '../api/artisan-auto-login';
import { artisanLogin } from '../api/artisan-login';
import { confirmEmailByHash } from '../api/confirm-email-by-hash';
import { createPasswordArtisanAction } from '../api/create-password-artisan-action';
import { getArtisanByHash } from '../api/get-artisan-by-hash';
import { getGoToHash } from '../api/get-go-to-hash';
import { getInviteByHash } from '../api/get-invite-by-hash';
import { resetPasswordArtisanAction } from '../api/reset-password-artisan-action';
import { sendCreatedEmail } from '../api/send-created-email';
import { setHashResetPassArtisan } from '../api/set-hash-reset-pass-artisan';
import type { Credentials } from '../api/staff-login';
import {
  ARTISAN_LINK_PARAMS,
  artisanLinksMachine,
  pickArtisanLink,
  type LinkDestination,
} from '../machines/artisan-links.machine';
import { ArtisanIntroPopup } from './artisan-intro-popup';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { NewPasswordPopup } from './new-password-popup';
import { SignInForm } from './sign-in-form';
import classes from './login-page.module.css';

/** The sign-up lives in its own feature; the app hands it to this page (features never import each other). */
export type SignUpSlot = (props: { onClose: () => void }) => ReactNode;

const SIDE_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;

function startArtisanSession(token: string): string {
  const session = startSession(token);
  if (!session || session.claims.role !== 'ROLE_ARTISAN') {
    endSession();
    throw new ApiError({ status: 401, code: 'invalid-credentials' });
  }
  return session.claims.sub;
}

function destinationPath(destination: LinkDestination, language: Language, id: string): string {
  if (destination === 'profile') return pathTo('artisan_edit', language, { id });
  if (destination === 'analysis') return pathTo('artisan_analysis_view', language, { id });
  return pathTo('artisan home', language);
}

const artisanLinks = artisanLinksMachine.provide({
  actors: {
    confirmEmail: fromPromise(({ input }) => confirmEmailByHash(input.hashEmail)),
    sendCreatedEmail: fromPromise(({ input }) => sendCreatedEmail(input.email)),
    getInvite: fromPromise(({ input }) => getInviteByHash(input.hashInvite)),
    createPassword: fromPromise(({ input }) => createPasswordArtisanAction(input)),
    getArtisanByHash: fromPromise(({ input }) => getArtisanByHash(input.hash)),
    resetPassword: fromPromise(({ input }) => resetPasswordArtisanAction(input)),
    getGoTo: fromPromise(({ input }) => getGoToHash(input.hash)),
    autoLogin: fromPromise(({ input }) => artisanAutoLogin(input)),
  },
});

/**
 * SPEC.md route `artisan login`: the form with the forgotten-password link and the sign-up
 * button, the side text, the intro popup on phones, and the mailed links handled about 1 second
 * after load (confirm email, invitation, reset password, go to profile or analysis).
 */
export function ArtisanLoginPage({ signUp }: { signUp: SignUpSlot }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [link] = useState(() => pickArtisanLink(searchParams));
  const [links, send] = useMachine(artisanLinks, { input: { link } });

  const login = useMutation({
    mutationFn: async (credentials: Credentials) => {
      endSession();
      startArtisanSession(await artisanLogin(credentials));
    },
    onSuccess: () => void navigate(pathTo('artisan home', language)),
    onError: () => endSession(),
  });
  const resend = useMutation({ mutationFn: () => sendConfirmEmail(email) });
  const unverified = isApiError(login.error) && login.error.code === 'error-verify-email';

  useEffect(() => {
    if (!link) return;
    setSearchParams(
      (params) => {
        for (const name of ARTISAN_LINK_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [link, setSearchParams]);

  // A confirmed email is ready to log in with.
  const confirmedEmail = links.matches('emailConfirmed') ? links.context.email : undefined;
  useEffect(() => {
    if (confirmedEmail) setEmail(confirmedEmail);
  }, [confirmedEmail]);

  const output = links.output;
  useEffect(() => {
    if (!output) return;
    try {
      startArtisanSession(output.token);
      void navigate(destinationPath(output.destination, language, output.artisanId));
    } catch {
      // SPEC.md section 2: errors of the hash logins are swallowed.
    }
  }, [output, navigate, language]);

  return (
    <div className={classes.page}>
      <div className={classes.split}>
        <section className={classes.side} aria-labelledby="artisan-side-title">
          <Title order={2} id="artisan-side-title" className={classes.sideTitle}>
            {t('artisanLogin.sideTitle')}
          </Title>
          {SIDE_PARAGRAPHS.map((key) => (
            <Text key={key}>{t(`artisanLogin.side.${key}`)}</Text>
          ))}
        </section>

        <section className={classes.card} aria-labelledby="artisan-login-title">
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1} id="artisan-login-title" className={classes.title}>
                {t('routes.artisanLogin', { ns: 'common' })}
              </Title>
              <Text className={classes.intro}>{t('login.artisanIntro')}</Text>
            </Stack>
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              pending={login.isPending}
              onSubmit={(credentials) => {
                resend.reset();
                login.mutate(credentials);
              }}
              alert={
                unverified ? (
                  <VerifyEmailNotice
                    onResend={() => resend.mutate()}
                    resending={resend.isPending}
                    resent={resend.isSuccess}
                    error={resend.error}
                  />
                ) : (
                  <ErrorAlert error={login.error} />
                )
              }
            />
            <div className={classes.links}>
              <button type="button" className={classes.linkButton} onClick={() => setForgotOpen(true)}>
                {t('login.forgotPassword')}
              </button>
              <Link to={pathTo('hub', language)} className={classes.back}>
                {t('common.backToHub', { ns: 'common' })}
              </Link>
            </div>
            <div className={classes.signUp}>
              <Text size="sm" c="var(--ink-soft)">
                {t('login.newHere')}
              </Text>
              <Button variant="outline" onClick={() => setSignUpOpen(true)} data-testid="open-sign-up">
                {t('login.signUp')}
              </Button>
            </div>
          </Stack>
        </section>
      </div>

      <ArtisanIntroPopup />
      {signUpOpen ? signUp({ onClose: () => setSignUpOpen(false) }) : null}
      {forgotOpen ? (
        <ForgotPasswordPopup
          opened
          initialEmail={email}
          onClose={() => setForgotOpen(false)}
          request={setHashResetPassArtisan}
        />
      ) : null}

      <MessagePopup
        opened={links.matches('emailConfirmed')}
        onClose={() => send({ type: 'DISMISS' })}
        title={t('emailConfirmed.title')}
        testId="email-confirmed-popup"
      >
        {t('emailConfirmed.text')}
      </MessagePopup>

      <NewPasswordPopup
        opened={links.matches('creatingPassword')}
        title={t('createPassword.title')}
        intro={t('createPassword.intro')}
        email={links.context.email}
        submitLabel={t('createPassword.submit')}
        pending={links.matches({ creatingPassword: 'saving' }) || links.matches('autoLogin')}
        error={links.context.error}
        onSubmit={(values) => send({ type: 'SUBMIT', ...values })}
        onCancel={() => send({ type: 'CANCEL' })}
      />

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
    </div>
  );
}
