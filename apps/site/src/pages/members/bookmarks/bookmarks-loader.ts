import {
  type BookmarksAnswer,
  canViewTab,
  type ErrorAnswer,
  LIBRARY_LIMITS,
  libraryPath,
} from '@tubekit/contract';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { tabPage } from '../library-tab-loader.ts';
import { loadMember } from '../member-loader.ts';

/**
 * /members/{id}/bookmarks/{page}/: the member, then a page of their bookmarked models and
 * channels when the viewer may see the tab (the owner alone; the layout says "You do not
 * have permission to view." to anyone else, and the server would refuse the list anyway).
 */
export const bookmarksLoader = (async ({ params, api }) => {
  const member = await loadMember(api, params.id);
  const page = tabPage(params.page);
  const list = canViewTab('bookmarks', member.relation)
    ? await api.get<BookmarksAnswer | ErrorAnswer>(
        libraryPath.build({
          lifetime: 0,
          section: 'bookmarks',
          count: LIBRARY_LIMITS.pageSize,
          page,
          user_id: member.user_id,
        }),
      )
    : null;
  return { member, page, list };
}) satisfies PageLoader;

/** What the bookmarks tab's loader returns. */
export type BookmarksData = Awaited<ReturnType<typeof bookmarksLoader>>;

/** "{username}'s bookmarks", never indexed (the list is private). */
export function bookmarksMeta({ data }: PageMetaArgs<BookmarksData>): PageMeta {
  return {
    title: `${data.member.username}'s bookmarks`,
    description: `Bookmarks of ${data.member.username}.`,
    page: data.page,
    noindex: true,
  };
}
