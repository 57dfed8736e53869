import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MessagePopup } from '../../../components/ui/message-popup';
import { useLanguage } from '../../../lib/i18n/use-language';
import { artisanAutoLogin } from '../api/artisan-auto-login';
import { confirmEmailByHash } from '../api/confirm-email-by-hash';
import { createPasswordArtisanAction } from '../api/create-password-artisan-action';
import { getArtisanByHash } from '../api/get-artisan-by-hash';
import { getGoToHash } from '../api/get-go-to-hash';
import { getInviteByHash } from '../api/get-invite-by-hash';
import { resetPasswordArtisanAction } from '../api/reset-password-artisan-action';
import { sendCreatedEmail } from '../api/send-created-email';
import { artisanLinksMachine } from '../machines/artisan-links.machine';
import type { ArtisanLink } from '../utils/artisan-links';
import { destinationPath, startArtisanSession } from '../utils/start-session';
import { NewPasswordPopup } from './new-password-popup';
import { ResetPasswordPopups } from './reset-password-popups';

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
 * The mailed links of the artisan login (its own chunk, with XState: loaded only when the address
 * has one), handled about 1 second after load: confirm the email, finish an invitation, reset the
 * password, or log in on the profile or the analysis.
 */
export function ArtisanLinkHandler({
  link,
  onEmailConfirmed,
}: {
  link: ArtisanLink;
  onEmailConfirmed: (email: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [links, send] = useMachine(artisanLinks, { input: { link } });

  // A confirmed email is ready to log in with.
  const confirmedEmail = links.matches('emailConfirmed') ? links.context.email : undefined;
  useEffect(() => {
    if (confirmedEmail) onEmailConfirmed(confirmedEmail);
  }, [confirmedEmail, onEmailConfirmed]);

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
    <>
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
      <ResetPasswordPopups links={links} send={send} />
    </>
  );
}
