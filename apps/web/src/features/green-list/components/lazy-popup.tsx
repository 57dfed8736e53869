import { lazy, Suspense, useState, type ComponentProps } from 'react';

// Mantine's Modal with its focus trap and scroll lock weighs some 10 KB gzipped: most artisans
// answer the Green List for a long while before a popup opens, so it comes at the first opening.
const Popup = lazy(() =>
  import('../../../components/ui/popup').then((module) => ({ default: module.Popup })),
);

/**
 * The app's Popup, fetched when it is first opened and kept mounted afterwards (so that closing
 * still plays its transition and reopening is immediate).
 */
export function LazyPopup(props: ComponentProps<typeof Popup>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
