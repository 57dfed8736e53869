import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the screen once, then true: what can wait (a popup over the
 * screen, with its own chunk) starts loading only after the screen's content is on the glass, so
 * that its download and rendering never delay that first paint. Two animation frames: the first
 * runs before the paint, the second after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
