import { usePageData } from '../../../router/site-state.ts';
import { LibraryTabList } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';
import { MemberLayout } from '../member-layout.tsx';

/** /members/{id}/history/{page}/: the member's viewing history. */
export const loader = libraryTabLoader('history');

/** "{username}'s viewing history", never indexed. */
export const meta = libraryTabMeta('viewing history');

/** The History tab. */
export default function MemberHistoryPage() {
  const data = usePageData<typeof loader>();
  return (
    <MemberLayout member={data.member} tab="history">
      <LibraryTabList tab="history" data={data} />
    </MemberLayout>
  );
}
