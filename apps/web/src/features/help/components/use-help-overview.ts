import { useEffect, useState } from 'react';
import { getHelp, type HelpOverview } from '../api/help-api';

/** The help's texts for a language and the video's details; undefined while loading or when refused. */
export function useHelpOverview(language: string, refresh = 0): HelpOverview | undefined {
  const [overview, setOverview] = useState<HelpOverview | undefined>(undefined);
  useEffect(() => {
    let current = true;
    getHelp(language).then(
      (answer) => {
        if (current) setOverview(answer);
      },
      // No help for now (offline, a refused session): the pages work without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, refresh]);
  return overview;
}
