import { Suspense, type ComponentProps } from 'react';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import type { Popup as MantinePopup } from '../../../components/ui/popup';
import { useOpenedOnce } from '../../../lib/paint/use-opened-once';

// Mantine's Modal with its provider, focus trap and scroll lock weighs some 30 KB gzipped: most
// artisans answer the Green List for a long while before a popup opens, so it comes at the first
// opening, with Mantine's provider (the wizard itself is drawn without Mantine).
const Popup = lazyWithMantine(() => import('../../../components/ui/popup').then((m) => m.Popup));

/**
 * The app's Popup, fetched when it is first opened and kept mounted afterwards (so that closing
 * still plays its transition and reopening is immediate).
 */
export function LazyPopup(props: ComponentProps<typeof MantinePopup>) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
