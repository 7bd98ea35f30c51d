import {
  canViewTab,
  type ErrorAnswer,
  LIBRARY_LIMITS,
  type LibrarySection,
  type LibraryVideosAnswer,
  libraryPath,
  MAX_PAGE,
} from '@tubekit/contract';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../../route-module.ts';
import { loadMember } from './member-loader.ts';

/** The member tabs that show a list of the member's library. */
export type LibraryTab = 'favourite_videos' | 'watch_later_videos' | 'history';

/** The `:page` of a tab: 1 up to MAX_PAGE, anything else is the 404. */
export function tabPage(raw: string | undefined): number {
  const page = Number(raw);
  if (!raw || !/^[1-9]\d*$/.test(raw) || page > MAX_PAGE) notFound();
  return page;
}

/**
 * The loader of a list tab of json/library (`section`, answered as `A`): the member (their
 * header and relation), then the page of the list when the viewer may see the tab (the
 * layout shows "You do not have permission to view." otherwise, and the server would refuse
 * the list anyway). Always from the server: the list path is `jsond` and private.
 */
export function libraryListLoader<A>(section: LibrarySection) {
  return (async ({ params, api }) => {
    const member = await loadMember(api, params.id);
    const page = tabPage(params.page);
    const list = canViewTab(section, member.relation)
      ? await api.get<A | ErrorAnswer>(
          libraryPath.build({
            lifetime: 0,
            section,
            count: LIBRARY_LIMITS.pageSize,
            page,
            user_id: member.user_id,
          }),
        )
      : null;
    return { member, page, list };
  }) satisfies PageLoader;
}

/** The loader of a library video tab (see libraryListLoader). */
export function libraryTabLoader(tab: LibraryTab) {
  return libraryListLoader<LibraryVideosAnswer>(tab);
}

/** What a library tab's loader returns. */
export type LibraryTabData = Awaited<ReturnType<ReturnType<typeof libraryTabLoader>>>;

/** A tab's meta: "{username}'s {list}", never indexed (the lists are private). */
export function libraryTabMeta(label: string) {
  return ({ data }: PageMetaArgs<LibraryTabData>): PageMeta => ({
    title: `${data.member.username}'s ${label}`,
    description: `${label} of ${data.member.username}.`,
    page: data.page,
    noindex: true,
  });
}
