import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import { mountedOnceOpened } from '../../../components/ui/mounted-once-opened';

/**
 * The app's Popup, fetched when it is first opened and kept mounted afterwards. Mantine's Modal
 * with its provider, focus trap and scroll lock weighs some 30 KB gzipped: most artisans answer
 * the Green List for a long while before a popup opens, so it comes at the first opening, with
 * Mantine's provider (the wizard itself is drawn without Mantine).
 */
export const LazyPopup = mountedOnceOpened(
  lazyWithMantine(() => import('../../../components/ui/popup').then((m) => m.Popup)),
);
