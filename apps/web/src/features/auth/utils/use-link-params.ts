import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The mailed link in the address, read once; its parameters then leave the address, so that a
 * reload does not use the link again.
 */
export function useLinkParams<Link>(
  pick: (params: URLSearchParams) => Link | undefined,
  names: readonly string[],
): Link | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const [link] = useState(() => pick(searchParams));

  useEffect(() => {
    if (!link) return;
    setSearchParams(
      (params) => {
        for (const name of names) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [link, names, setSearchParams]);

  return link;
}
