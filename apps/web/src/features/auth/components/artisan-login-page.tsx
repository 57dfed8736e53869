import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import { Button } from '../../../components/ui/native/button';
import { VerifyEmailNotice } from '../../../components/ui/verify-email-notice';
import { pathTo } from '../../../config/paths';
import { sendConfirmEmail } from '../../../lib/accounts/send-confirm-email';
import { useAsyncAction } from '../../../lib/async/use-async-action';
import { endSession } from '../../../lib/auth/session';
import { getCookie } from '../../../lib/cookies/cookies';
import { isApiError } from '../../../lib/http/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useAfterFirstPaint } from '../../../lib/paint/use-after-first-paint';
import { artisanLogin } from '../api/artisan-login';
import { setHashResetPassArtisan } from '../api/set-hash-reset-pass-artisan';
import type { Credentials } from '../api/staff-login';
import { ARTISAN_LINK_PARAMS, pickArtisanLink } from '../utils/artisan-links';
import { startArtisanSession } from '../utils/start-session';
import { useLinkParams } from '../utils/use-link-params';
import { INTRO_COOKIE, SMALL_SCREEN } from './artisan-intro';
import { LoginCard } from './login-card';
import { SignInForm } from './sign-in-form';
import classes from './login-page.module.css';

// Loaded when needed: most visits have no link, a large screen, and never open a popup.
// The page is drawn without Mantine; these bring it with them.
const ArtisanLinkHandler = lazyWithMantine(() =>
  import('./artisan-link-handler').then((m) => m.ArtisanLinkHandler),
);
const ForgotPasswordPopup = lazyWithMantine(() =>
  import('./forgot-password-popup').then((m) => m.ForgotPasswordPopup),
);
// The intro is a native dialog: phones show it without fetching Mantine.
const ArtisanIntroPopup = lazy(() =>
  import('./artisan-intro-popup').then((m) => ({ default: m.ArtisanIntroPopup })),
);

/** The sign-up lives in its own feature; the app hands it to this page (features never import each other). */
export type SignUpSlot = (props: { onClose: () => void }) => ReactNode;

const SIDE_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;

/**
 * SPEC.md route `artisan login`: the form with the forgotten-password link and the sign-up
 * button, the side text, the intro popup on phones, and the mailed links handled about 1 second
 * after load (confirm email, invitation, reset password, go to profile or analysis).
 */
export function ArtisanLoginPage({ signUp }: { signUp: SignUpSlot }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const link = useLinkParams(pickArtisanLink, ARTISAN_LINK_PARAMS);
  const [showIntro] = useState(
    () => getCookie(INTRO_COOKIE) !== '1' && window.matchMedia(SMALL_SCREEN).matches,
  );
  // The intro opens over a page already shown: its chunk, loaded with the page, put off the page's
  // own first paint on slow phones (when it was Mantine's modal, ~40 KB).
  const painted = useAfterFirstPaint();

  const login = useAsyncAction(
    async (credentials: Credentials) => {
      endSession();
      startArtisanSession(await artisanLogin(credentials));
    },
    { onSuccess: () => void navigate(pathTo('artisan home', language)), onError: () => endSession() },
  );
  // SPEC.md section 8: a login refused with error-verify-email offers a new link to the address
  // that was refused, even if the field has been edited since (an older link may have expired).
  const [submittedEmail, setSubmittedEmail] = useState('');
  const resend = useAsyncAction(() => sendConfirmEmail(submittedEmail));
  const unverified = isApiError(login.error) && login.error.code === 'error-verify-email';

  return (
    <div className={classes.page}>
      <div className={classes.split}>
        <section className={classes.side} aria-labelledby="artisan-side-title">
          <h2 id="artisan-side-title" className={classes.sideTitle}>
            {t('artisanLogin.sideTitle')}
          </h2>
          {SIDE_PARAGRAPHS.map((key) => (
            <p key={key}>{t(`artisanLogin.side.${key}`)}</p>
          ))}
        </section>

        <LoginCard
          titleId="artisan-login-title"
          title={t('routes.artisanLogin', { ns: 'common' })}
          intro={t('login.artisanIntro')}
          onForgotPassword={() => setForgotOpen(true)}
          footer={
            <div className={classes.signUp}>
              <p className={classes.newHere}>{t('login.newHere')}</p>
              <Button variant="default" onClick={() => setSignUpOpen(true)} data-testid="open-sign-up">
                {t('login.signUp')}
              </Button>
            </div>
          }
        >
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            pending={login.pending}
            onSubmit={(credentials) => {
              resend.reset();
              setSubmittedEmail(credentials.email);
              login.run(credentials);
            }}
            alert={
              unverified ? (
                <VerifyEmailNotice
                  onResend={() => resend.run(undefined)}
                  resending={resend.pending}
                  resent={resend.succeeded}
                  error={resend.error}
                />
              ) : (
                <ErrorAlert error={login.error} />
              )
            }
          />
        </LoginCard>
      </div>

      {signUpOpen ? signUp({ onClose: () => setSignUpOpen(false) }) : null}
      <Suspense fallback={null}>
        {showIntro && painted ? <ArtisanIntroPopup /> : null}
        {forgotOpen ? (
          <ForgotPasswordPopup
            opened
            initialEmail={email}
            onClose={() => setForgotOpen(false)}
            request={setHashResetPassArtisan}
          />
        ) : null}
        {link ? <ArtisanLinkHandler link={link} onEmailConfirmed={setEmail} /> : null}
      </Suspense>
    </div>
  );
}
