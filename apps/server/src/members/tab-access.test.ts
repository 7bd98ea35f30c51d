import { MEMBER_TABS, type MemberRelation, type MemberTab } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { canViewTab, mayViewTab, relationOf, visibleTabs } from './tab-access.ts';

/** The README's tab table, row by row: visitor, member, friend, owner. */
const TABLE: [MemberTab, boolean, boolean, boolean, boolean][] = [
  ['info', false, true, true, true],
  ['wall', false, true, true, true],
  ['friends', false, true, true, true],
  ['subscriptions', false, true, true, true],
  ['uploaded_videos', false, true, true, true],
  ['favourite_videos', false, false, true, true],
  ['playlists', false, true, true, true],
  ['history', false, false, false, true],
  ['watch_later_videos', false, false, false, true],
  ['bookmarks', false, false, false, true],
  ['messages', false, false, false, true],
  ['edit', false, false, false, true],
];
const RELATIONS: MemberRelation[] = ['visitor', 'member', 'friend', 'owner'];

describe('the profile tab rule', () => {
  it('covers every tab once', () => {
    expect(TABLE.map(([tab]) => tab).sort()).toEqual([...MEMBER_TABS].sort());
  });

  it.each(TABLE)('%s: visitor %s, member %s, friend %s, owner %s', (tab, ...allowed) => {
    expect(RELATIONS.map((relation) => canViewTab(tab, relation))).toEqual(allowed);
  });

  it('lists the visible tabs in profile order', () => {
    expect(visibleTabs('visitor')).toEqual([]);
    expect(visibleTabs('member')).toEqual([
      'info',
      'wall',
      'friends',
      'subscriptions',
      'uploaded_videos',
      'playlists',
    ]);
    expect(visibleTabs('owner')).toEqual([...MEMBER_TABS]);
  });

  it('tells visitor, owner, friend and member apart (a friend only through the friendship check)', async () => {
    const friends = async (a: number, b: number) => a + b === 3;
    expect(await relationOf(null, 1, friends)).toBe('visitor');
    expect(await relationOf({ user_id: 1 }, 1, friends)).toBe('owner');
    expect(await relationOf({ user_id: 1 }, 2, friends)).toBe('friend');
    expect(await relationOf({ user_id: 1 }, 5, friends)).toBe('member');
    expect(await relationOf({ user_id: 1 }, 2)).toBe('member');
    expect(await mayViewTab({ user_id: 1 }, 2, 'favourite_videos', friends)).toBe(true);
    expect(await mayViewTab({ user_id: 1 }, 5, 'favourite_videos', friends)).toBe(false);
    expect(await mayViewTab(null, 5, 'info')).toBe(false);
  });
});
