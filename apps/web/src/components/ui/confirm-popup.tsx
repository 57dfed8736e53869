import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from '../../lib/paint/use-opened-once';
import type { ConfirmPopupProps } from './confirm-popup-modal';
import { lazyWithMantine } from './mantine/lazy-with-mantine';

/**
 * The popup's code (Mantine's modal, its focus trap and transitions) comes when it first opens:
 * the lists that offer a delete or an invite draw their first screen without it.
 */
const loadModal = () => import('./confirm-popup-modal').then((module) => module.ConfirmPopupModal);
const Modal = lazy(() => loadModal().then((ConfirmPopupModal) => ({ default: ConfirmPopupModal })));
/** The same, with Mantine's provider, for a screen drawn without it (the artisan list). */
const ModalWithMantine = lazyWithMantine(loadModal);

/** Mounted at its first opening, then kept, so that closing it plays its transition. */
function mountedOnceOpened(Popup: ComponentType<ConfirmPopupProps>) {
  return function ConfirmPopup(props: ConfirmPopupProps) {
    const mounted = useOpenedOnce(props.opened);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}

/**
 * A question before an action that cannot be taken back (delete) or that mails someone (invite):
 * the action runs only on the confirm button; a failure shows in the popup, which stays open.
 * For the screens under the UI boundary (Mantine's provider around them).
 */
export const ConfirmPopup = mountedOnceOpened(Modal);

/** The same popup on a screen drawn without Mantine's provider. */
export const ConfirmPopupWithMantine = mountedOnceOpened(ModalWithMantine);
