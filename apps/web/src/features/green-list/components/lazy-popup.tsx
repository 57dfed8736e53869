import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../../lib/paint/use-opened-once';
import type { Popup as MantinePopup } from '../../../components/ui/popup';

// Mantine's Modal with its provider, focus trap and scroll lock weighs some 30 KB gzipped: most
// artisans answer the Green List for a long while before a popup opens, so it comes at the first
// opening, with Mantine's provider (the wizard itself is drawn without Mantine).
const Popup = lazy(async () => {
  const [{ Popup: Modal }, { MantineScope }] = await Promise.all([
    import('../../../components/ui/popup'),
    import('../../../components/ui/mantine/mantine-scope'),
  ]);
  return {
    default: (props: ComponentProps<typeof MantinePopup>) => (
      <MantineScope>
        <Modal {...props} />
      </MantineScope>
    ),
  };
});

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
