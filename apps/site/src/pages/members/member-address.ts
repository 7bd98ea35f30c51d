import type { MemberTab } from '@tubekit/contract';

/** The tabs that are one page, not a list of pages. */
const SINGLE_PAGE_TABS: readonly MemberTab[] = ['info', 'messages', 'edit'];

/**
 * The address of a member's tab (spec section 2): info, messages and edit are single pages,
 * every other tab is a list whose first page is `{tab}/1/`.
 */
export function memberTabHref(userId: number, tab: MemberTab, page = 1): string {
  const base = `/members/${userId}/`;
  return SINGLE_PAGE_TABS.includes(tab) ? `${base}${tab}/` : `${base}${tab}/${page}/`;
}

/** The tab names as the profile shows them. */
export const MEMBER_TAB_LABELS: Readonly<Record<MemberTab, string>> = {
  info: 'Info',
  wall: 'Wall',
  friends: 'Friends',
  subscriptions: 'Subscriptions',
  uploaded_videos: 'Uploaded videos',
  favourite_videos: 'Favourite videos',
  playlists: 'Playlists',
  history: 'History',
  watch_later_videos: 'Watch later',
  bookmarks: 'Bookmarks',
  messages: 'Messages',
  edit: 'Edit profile',
};
