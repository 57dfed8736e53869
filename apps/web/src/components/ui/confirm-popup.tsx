import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/paint/use-opened-once';
import type { ConfirmPopupProps } from './confirm-popup-modal';

/**
 * The popup's code (Mantine's modal, its focus trap and transitions) comes when it first opens:
 * the lists that offer a delete or an invite draw their first screen without it.
 */
const ConfirmPopupModal = lazy(() =>
  import('./confirm-popup-modal').then((module) => ({ default: module.ConfirmPopupModal })),
);

/**
 * A question before an action that cannot be taken back (delete) or that mails someone (invite):
 * the action runs only on the confirm button; a failure shows in the popup, which stays open. Once
 * opened it stays mounted, so that closing it plays its transition.
 */
export function ConfirmPopup(props: ConfirmPopupProps) {
  const mounted = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPopupModal {...props} />
    </Suspense>
  );
}
