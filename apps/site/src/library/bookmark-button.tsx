import type { BookmarkType } from '@tubekit/contract';
import { useState } from 'react';
import { useApi } from '../site-context.tsx';
import { openModal } from '../state/modals.ts';
import { useUser } from '../state/user.ts';

/**
 * Bookmark a model or channel (issue #17), on their page headers beside Subscribe. A
 * visitor gets the Login modal, as Favourite does; a member's click loads the call and the
 * notices (`bookmark-calls.ts`, `library-notices.ts`) only then, and shows "{title} was
 * added to your bookmarks" or "{title} is already in your bookmarks".
 */
export function BookmarkButton({
  type,
  objectId,
  title,
}: {
  type: BookmarkType;
  objectId: number;
  title: string;
}) {
  const user = useUser();
  const api = useApi();
  const [busy, setBusy] = useState(false);

  async function bookmark() {
    if (!user) return openModal('login');
    setBusy(true);
    try {
      const [{ addBookmark }, { showSaveNotice }] = await Promise.all([
        import('./bookmark-calls.ts'),
        import('./library-notices.ts'),
      ]);
      showSaveNotice(await addBookmark(api, type, objectId), 'bookmarks', title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" disabled={busy} onClick={() => void bookmark()}>
      Bookmark
    </button>
  );
}
