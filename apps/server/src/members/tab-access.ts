import { canViewTab, type MemberRelation, type MemberTab } from '@tubekit/contract';

export { canViewTab, TAB_VIEWERS, visibleTabs } from '@tubekit/contract';

/**
 * Whether two members are friends (the social domain's friendships). Handed in, so the
 * profile does not depend on how friendships are kept; without one nobody is a friend.
 */
export type FriendCheck = (viewerId: number, ownerId: number) => Promise<boolean>;

/** The signed-in member of a request, as `request.member` holds it. */
type Viewer = { user_id: number } | null;

/**
 * How `viewer` is related to the member `ownerId`: a visitor (no session), the owner, a
 * friend, or another member. This and `canViewTab` are the whole tab rule (the table is
 * `TAB_VIEWERS` in the contract, which the site's tab links read too).
 */
export async function relationOf(
  viewer: Viewer,
  ownerId: number,
  areFriends?: FriendCheck,
): Promise<MemberRelation> {
  if (!viewer) return 'visitor';
  if (viewer.user_id === ownerId) return 'owner';
  return areFriends && (await areFriends(viewer.user_id, ownerId)) ? 'friend' : 'member';
}

/** Whether `viewer` may see `tab` of `ownerId`'s profile: the check for every tab's data. */
export async function mayViewTab(
  viewer: Viewer,
  ownerId: number,
  tab: MemberTab,
  areFriends?: FriendCheck,
): Promise<boolean> {
  return canViewTab(tab, await relationOf(viewer, ownerId, areFriends));
}
