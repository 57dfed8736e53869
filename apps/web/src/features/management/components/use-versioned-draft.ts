import { useState } from 'react';

/**
 * The state both back-office forms keep over a saved record (If-Match): the version the form was
 * opened on (`seen`), the person's values, that version's etag, and the reload a refused save (412)
 * offers: the latest version, with what the person changed laid on top by `rebase`.
 */
export function useVersionedDraft<Values>({
  initial,
  initialEtag,
  loadLatest,
  rebase,
  onReloaded,
}: {
  initial: () => Values;
  initialEtag: string | null;
  /** The latest version and its etag; null when there is nothing saved to reload (a new record). */
  loadLatest: (() => Promise<{ values: Values; etag: string | null }>) | null;
  rebase: (seen: Values, latest: Values, typed: Values) => Values;
  onReloaded: () => void;
}) {
  const [seen, setSeen] = useState<Values>(initial);
  const [values, setValues] = useState<Values>(seen);
  const [etag, setEtag] = useState(initialEtag);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>(undefined);

  const reload = async () => {
    if (!loadLatest) return;
    setReloading(true);
    setReloadError(undefined);
    try {
      const latest = await loadLatest();
      setValues(rebase(seen, latest.values, values));
      setSeen(latest.values);
      setEtag(latest.etag);
      onReloaded();
    } catch (failure) {
      setReloadError(failure);
    } finally {
      setReloading(false);
    }
  };

  return { seen, values, setValues, etag, reloading, reloadError, reload };
}
