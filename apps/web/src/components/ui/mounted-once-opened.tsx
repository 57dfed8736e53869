import { Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from '../../lib/paint/use-opened-once';

/**
 * A lazy popup (its code fetched at its first opening) that renders nothing until `opened` is first
 * true and stays mounted from then on: closing plays its transition, reopening is immediate, and
 * what it started (an import, say) goes on while it is closed.
 */
export function mountedOnceOpened<P extends { opened: boolean }>(Popup: ComponentType<P>) {
  return function MountedOnceOpened(props: P) {
    if (!useOpenedOnce(props.opened)) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}
