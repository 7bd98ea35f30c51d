import { configure, screen, within } from '@testing-library/react';
import { MEMBER_TABS } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage, routeErrorStatuses } from '../../components/test-page.tsx';
import * as info from './info/route.tsx';
import { MEMBER_TAB_LABELS } from './member-address.ts';
import * as conversation from './messages/conversation/route.tsx';
import * as messages from './messages/route.tsx';
import * as overview from './route.tsx';
import { memberApi, testMember } from './test-members.ts';

configure({ asyncUtilTimeout: 5000 });

function tabLinks() {
  const nav = screen.getByRole('navigation', { name: 'Profile' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('member profile pages', () => {
  it('shows the owner every tab, read from member.php alone (their own profile comes from the server)', async () => {
    const api = memberApi('owner');
    renderPage(overview, { routePath: 'members/:id/', url: '/members/7/', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'AnnaBell' })).toBeTruthy();
    expect(api.calls).toEqual(['member.php']);
    expect(tabLinks()).toEqual([
      ['Info', '/members/7/info/'],
      ['Wall', '/members/7/wall/1/'],
      ['Friends', '/members/7/friends/1/'],
      ['Subscriptions', '/members/7/subscriptions/1/'],
      ['Uploaded videos', '/members/7/uploaded_videos/1/'],
      ['Favourite videos', '/members/7/favourite_videos/1/'],
      ['Playlists', '/members/7/playlists/1/'],
      ['History', '/members/7/history/1/'],
      ['Watch later', '/members/7/watch_later_videos/1/'],
      ['Bookmarks', '/members/7/bookmarks/1/'],
      ['Messages', '/members/7/messages/'],
      ['Edit profile', '/members/7/edit/'],
    ]);
    expect(MEMBER_TABS.map((tab) => MEMBER_TAB_LABELS[tab])).toEqual(tabLinks().map(([label]) => label));
  });

  it('links another member only to the public tabs and reads the profile from the cached json/member path', async () => {
    const api = memberApi('member');
    renderPage(info, { routePath: 'members/:id/info/', url: '/members/7/info/', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'AnnaBell' })).toBeTruthy();
    expect(api.calls).toEqual(['member.php', 'json/member/7200/profile/0/7.json']);
    expect(tabLinks().map(([label]) => label)).toEqual([
      'Info',
      'Wall',
      'Friends',
      'Subscriptions',
      'Uploaded videos',
      'Playlists',
    ]);
  });

  it('adds favourite videos for a friend', async () => {
    renderPage(info, { routePath: 'members/:id/info/', url: '/members/7/info/', api: memberApi('friend') });
    await screen.findByRole('heading', { level: 1, name: 'AnnaBell' });
    expect(tabLinks().map(([label]) => label)).toContain('Favourite videos');
    expect(tabLinks().map(([label]) => label)).not.toContain('History');
  });

  it('shows about me as text with its line breaks (markup stays text) and the facts with the country name', async () => {
    renderPage(info, { routePath: 'members/:id/info/', url: '/members/7/info/', api: memberApi('member') });
    const about = await screen.findByText(/Line one/);
    expect(about.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(about.querySelector('b')).toBeNull();
    expect(screen.getByText('France')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://example.test/anna' }).getAttribute('rel')).toContain(
      'nofollow',
    );
    expect(screen.getByText('2024-05-01')).toBeTruthy();
  });

  it('answers 404 for an unknown member and for an id that is not a number', async () => {
    const unknown = fakeApi(() => ({ error: true, code: 'not_found' }));
    const a = renderPage(info, { routePath: 'members/:id/info/', url: '/members/99/info/', api: unknown });
    expect(await routeErrorStatuses(a.router)).toEqual([404]);
    const api = memberApi('owner', testMember());
    const b = renderPage(info, {
      routePath: 'members/:id/info/',
      url: '/members/abc/info/',
      api,
    });
    expect(await routeErrorStatuses(b.router)).toEqual([404]);
    expect(api.calls).toEqual([]);
  });

  it('says "You do not have permission to view." on another member\'s messages and conversation, asking for none', async () => {
    const pages: [Parameters<typeof renderPage>[0], string, string][] = [
      [messages, 'members/:id/messages/', '/members/7/messages/'],
      [conversation, 'members/:id/messages/:with/', '/members/7/messages/9/'],
    ];
    for (const [page, routePath, url] of pages) {
      const api = memberApi('member');
      const view = renderPage(page, { routePath, url, api });
      expect(await screen.findByText('You do not have permission to view.')).toBeTruthy();
      expect(api.calls.some((call) => call.includes('messages') || call.includes('conversation'))).toBe(
        false,
      );
      view.unmount();
    }
  });
});
