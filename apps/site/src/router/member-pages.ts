import { matchAddress } from './load-page.ts';
import type { RouteTable } from './route-table.ts';

/**
 * Page folders whose content, for a signed-in member, is their own or depends on who they
 * are: the members' pages (owner or not decides the tabs and buttons), the history and
 * watch-later pages (a member is pointed to their own profile), and a playlist (a private one
 * is its owner's alone; the owner gets the editor). Members-only routes are always so.
 */
const OWN_PAGES = /^(members|history|playlist)(\/|$)/;

/**
 * Whether the page at `url` is the same for every signed-in member (server only, README
 * "Page cache"): its markup then depends on "a member is signed in", never on which one, so
 * the server renders it once for all members and fills in the member's name and page
 * constants per request. Pages that are the member's own answer false: rendered per request.
 * A redirect (the render answers with it) and the 404 page are the same for everyone.
 */
export function sameForEveryMember(table: RouteTable, url: string): boolean {
  const route = matchAddress(table, new URL(url, 'http://localhost').pathname)?.route.page;
  if (!route) return true;
  return !route.membersOnly && !OWN_PAGES.test(route.page ?? route.name);
}
