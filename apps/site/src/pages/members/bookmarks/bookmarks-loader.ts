import type { BookmarksAnswer } from '@tubekit/contract';
import type { PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { libraryListLoader } from '../library-tab-loader.ts';

/**
 * /members/{id}/bookmarks/{page}/: the member, then a page of their bookmarked models and
 * channels when the viewer may see the tab (the owner alone; the layout says "You do not
 * have permission to view." to anyone else, and the server would refuse the list anyway).
 */
export const bookmarksLoader = libraryListLoader<BookmarksAnswer>('bookmarks');

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
