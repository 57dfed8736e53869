import { useEffect } from 'react';
import { useAfterFirstPaint } from '../../lib/paint/use-after-first-paint';

/**
 * Calls `onShown` once the screen beside it has painted. It renders next to the screen inside the
 * screen's Suspense boundary, so it mounts only when the screen's chunks have arrived.
 */
export function ScreenShown({ onShown }: { onShown: () => void }) {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) onShown();
  }, [painted, onShown]);
  return null;
}
