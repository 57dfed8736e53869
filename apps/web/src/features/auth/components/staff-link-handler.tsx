import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MessagePopup } from '../../../components/ui/message-popup';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { pathTo } from '../../../config/paths';
import { errorMessage, messageKeyOf } from '../../../lib/i18n/error-message';
import { useLanguage } from '../../../lib/i18n/use-language';
import { endorseAction } from '../api/endorse-action';
import { getUserByHash } from '../api/get-user-by-hash';
import { resetPasswordAction } from '../api/reset-password-action';
import { userAutoLogin } from '../api/user-auto-login';
import { staffLinksMachine } from '../machines/staff-links.machine';
import type { StaffLink } from '../utils/staff-links';
import { loadStaffLists, startStaffSession } from '../utils/start-session';
import { ResetPasswordPopups } from './reset-password-popups';

const staffLinks = staffLinksMachine.provide({
  actors: {
    endorse: fromPromise(({ input }) => endorseAction(input.hash)),
    autoLogin: fromPromise(({ input }) => userAutoLogin(input)),
    getUserByHash: fromPromise(({ input }) => getUserByHash(input.hash)),
    resetPassword: fromPromise(({ input }) => resetPasswordAction(input)),
  },
});

/**
 * The mailed links of the staff login (its own chunk, with XState: loaded only when the address
 * has one): `hash` opens the new-password popup, `endorseHash` + `id` logs in and opens the artisan.
 */
export function StaffLinkHandler({ link }: { link: StaffLink }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const [links, send] = useMachine(staffLinks, { input: { link } });

  const output = links.output;
  useEffect(() => {
    if (!output) return;
    try {
      startStaffSession(output.token);
      loadStaffLists(language);
      void navigate(pathTo('artisan_edit', language, { id: output.artisanId }));
    } catch (error) {
      notify({
        id: 'endorse-login',
        tone: 'error',
        title: t('errors.title', { ns: 'common' }),
        message: errorMessage(error, t),
      });
    }
  }, [output, navigate, language, notify, t]);

  const knownHashError = !links.context.error || messageKeyOf(links.context.error) === 'invalidHash';

  return (
    <>
      <ResetPasswordPopups links={links} send={send} />
      <MessagePopup
        opened={links.matches('invalidHash')}
        onClose={() => send({ type: 'DISMISS' })}
        tone="error"
        title={
          knownHashError
            ? t('messages.invalidHashTitle', { ns: 'common' })
            : t('errors.title', { ns: 'common' })
        }
        testId="invalid-hash-popup"
      >
        {knownHashError
          ? t('messages.invalidHashDetail', { ns: 'common' })
          : errorMessage(links.context.error, t)}
      </MessagePopup>
    </>
  );
}
