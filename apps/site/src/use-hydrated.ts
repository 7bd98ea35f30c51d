import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true after: what exists in the browser only (the
 * player, a member's lazily loaded menu items) renders after hydration, so the server's
 * markup and the first client render match. (A lazy component the server meets would make
 * renderToString write a "switched to client rendering" error into the page.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
