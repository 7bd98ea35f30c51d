import { LibraryTabPage } from '../library-tab-list.tsx';
import { libraryTabLoader, libraryTabMeta } from '../library-tab-loader.ts';

/** /members/{id}/history/{page}/: the member's viewing history. */
export const loader = libraryTabLoader('history');

/** "{username}'s viewing history", never indexed. */
export const meta = libraryTabMeta('viewing history');

/** The History tab. */
export default function MemberHistoryPage() {
  return <LibraryTabPage tab="history" />;
}
