import { type ErrorAnswer, LIBRARY_LIMITS } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { notify } from '../../state/notifications.ts';

/** A page of a library list as the server answers it: the items under `field`, and the total. */
type ListAnswer<F extends string, T> = { total_count: number } & { [K in F]: T[] };

/**
 * The shown page of a member's library list (videos or bookmarks) that the owner may remove
 * items from: `answer` is the list answer (null for none or an error answer), `items` and
 * `total` what is shown, the pager's `pageCount`. `remove(item, call)` marks the item as being
 * removed, runs `call` and takes the item off the page when it says yes; a network error
 * otherwise. A new loader answer (the pager, a new member) starts the page over.
 */
export function useRemovableList<F extends string, T>(
  list: ListAnswer<F, T> | ErrorAnswer | null,
  field: F,
  keyOf: (item: T) => string | number,
) {
  const answer = list && !('error' in list) ? (list as ListAnswer<F, T>) : null;
  const [items, setItems] = useState<T[]>(answer?.[field] ?? []);
  const [total, setTotal] = useState(answer?.total_count ?? 0);
  const [removing, setRemoving] = useState<string | number | null>(null);
  useEffect(() => {
    setItems(answer?.[field] ?? []);
    setTotal(answer?.total_count ?? 0);
  }, [answer, field]);

  async function remove(item: T, call: () => Promise<boolean>) {
    setRemoving(keyOf(item));
    try {
      if (await call()) {
        setItems((shown) => shown.filter((i) => keyOf(i) !== keyOf(item)));
        setTotal((n) => Math.max(0, n - 1));
      } else notify({ type: 'error', text: t('notify.network_error') });
    } finally {
      setRemoving(null);
    }
  }

  return {
    answer,
    items,
    pageCount: Math.max(1, Math.ceil(total / LIBRARY_LIMITS.pageSize)),
    isRemoving: (item: T) => removing === keyOf(item),
    remove,
  };
}
