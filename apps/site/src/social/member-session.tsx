import { useEffect } from 'react';
import { mergeBrowserRecords } from '../library/sign-in-merge.ts';
import { useApi } from '../site-context.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * What a signed-in member's header runs beside the menu, in one chunk loaded only for
 * members (the layout imports it lazily): the unread messages badge, and once per document
 * the merge of the watch later and history this browser kept as a visitor (sign-in reloads
 * the page, so the first page after it merges; the merge is idempotent).
 */
export function MemberSession({ userId }: { userId: number }) {
  const api = useApi();
  useEffect(() => {
    void mergeBrowserRecords(api);
  }, [api]);
  return <UnreadBadge userId={userId} />;
}
