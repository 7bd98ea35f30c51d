import { LibraryTabPage } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';

/** /members/{id}/watch_later_videos/{page}/: the member's watch later list. */
export const loader = libraryTabLoader('watch_later_videos');

/** "{username}'s watch later list", never indexed. */
export const meta = libraryTabMeta('watch later list');

/** The Watch later tab. */
export default function MemberWatchLaterVideosPage() {
  return <LibraryTabPage tab="watch_later_videos" />;
}
