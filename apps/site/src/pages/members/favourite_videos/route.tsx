import { usePageData } from '../../../router/site-state.ts';
import { LibraryTabList } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';
import { MemberLayout } from '../member-layout.tsx';

/** /members/{id}/favourite_videos/{page}/: the member's favourite videos. */
export const loader = libraryTabLoader('favourite_videos');

/** "{username}'s favourite videos", never indexed. */
export const meta = libraryTabMeta('favourite videos');

/** The Favourite videos tab. */
export default function MemberFavouriteVideosPage() {
  const data = usePageData<typeof loader>();
  return (
    <MemberLayout member={data.member} tab="favourite_videos">
      <LibraryTabList tab="favourite_videos" data={data} />
    </MemberLayout>
  );
}
