import { useEffect } from 'react';

/*
 * What the two autosaving wizards (the evaluation and the Green List) do when the page is left, in
 * one place so that both keep the same promise: nothing typed is lost silently.
 */

/** Leaving with answers the server does not have yet: the browser asks first. */
export function useWarnBeforeUnload(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/**
 * The page is hidden (tab switched, browser closing): `flush` saves now; the page is closed or left
 * for another screen: `saveWhatIsLeft` sends what is still unsaved (with keepalive). Both are
 * effect dependencies: give stable callbacks (useCallback).
 */
export function useSaveWhenLeaving(flush: () => void, saveWhatIsLeft: () => void): void {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', saveWhatIsLeft);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', saveWhatIsLeft);
      saveWhatIsLeft();
    };
  }, [flush, saveWhatIsLeft]);
}
