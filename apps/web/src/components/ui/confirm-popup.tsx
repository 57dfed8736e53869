import { lazy } from 'react';
import { lazyWithMantine } from './mantine/lazy-with-mantine';
import { mountedOnceOpened } from './mounted-once-opened';

/**
 * The popup's code (Mantine's modal, its focus trap and transitions) comes when it first opens:
 * the lists that offer a delete or an invite draw their first screen without it.
 */
const loadModal = () => import('./confirm-popup-modal').then((module) => module.ConfirmPopupModal);

/**
 * A question before an action that cannot be taken back (delete) or that mails someone (invite):
 * the action runs only on the confirm button; a failure shows in the popup, which stays open.
 * For the screens under the UI boundary (Mantine's provider around them).
 */
export const ConfirmPopup = mountedOnceOpened(
  lazy(() => loadModal().then((ConfirmPopupModal) => ({ default: ConfirmPopupModal }))),
);

/** The same popup on a screen drawn without Mantine's provider (the artisan list). */
export const ConfirmPopupWithMantine = mountedOnceOpened(lazyWithMantine(loadModal));
