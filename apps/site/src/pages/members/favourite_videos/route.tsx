import { LibraryTabPage } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';

/** /members/{id}/favourite_videos/{page}/: the member's favourite videos. */
export const loader = libraryTabLoader('favourite_videos');

/** "{username}'s favourite videos", never indexed. */
export const meta = libraryTabMeta('favourite videos');

/** The Favourite videos tab. */
export default function MemberFavouriteVideosPage() {
  return <LibraryTabPage tab="favourite_videos" />;
}
