import { useTranslation } from 'react-i18next';
import { MessagePopup } from '../../../components/ui/message-popup';
import type { LinkEvent } from '../machines/link-machine-parts';
import { NewPasswordPopup } from './new-password-popup';

/**
 * The new-password popup of a mailed reset link and the message once the password is changed:
 * the same in the staff and artisan logins, whose link machines both drive it.
 */
export function ResetPasswordPopups({
  links,
  send,
}: {
  /** The link machine's snapshot (staff or artisan): both name these states alike. */
  links: {
    matches(state: 'resettingPassword' | { resettingPassword: 'saving' } | 'passwordChanged'): boolean;
    context: { error: unknown };
  };
  send: (event: LinkEvent) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <>
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
    </>
  );
}
