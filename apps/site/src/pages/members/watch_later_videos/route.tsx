import { usePageData } from '../../../router/site-state.ts';
import { LibraryTabList } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';
import { MemberLayout } from '../member-layout.tsx';

/** /members/{id}/watch_later_videos/{page}/: the member's watch later list. */
export const loader = libraryTabLoader('watch_later_videos');

/** "{username}'s watch later list", never indexed. */
export const meta = libraryTabMeta('watch later list');

/** The Watch later tab. */
export default function MemberWatchLaterVideosPage() {
  const data = usePageData<typeof loader>();
  return (
    <MemberLayout member={data.member} tab="watch_later_videos">
      <LibraryTabList tab="watch_later_videos" data={data} />
    </MemberLayout>
  );
}
