import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { BookmarkList } from './bookmark-list.tsx';
import { bookmarksLoader, bookmarksMeta } from './bookmarks-loader.ts';

/** /members/{id}/bookmarks/{page}/: the member's bookmarked models and channels. */
export const loader = bookmarksLoader;

/** "{username}'s bookmarks", never indexed. */
export const meta = bookmarksMeta;

/** The Bookmarks tab (the owner's alone). */
export default function MemberBookmarksPage() {
  const data = usePageData<typeof loader>();
  return (
    <MemberLayout member={data.member} tab="bookmarks">
      <BookmarkList data={data} />
    </MemberLayout>
  );
}
