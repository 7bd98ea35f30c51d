import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Bookmark } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../components/test-page.tsx';
import { libraryApi } from '../test-members.ts';
import * as bookmarks from './route.tsx';

configure({ asyncUtilTimeout: 5000 });

const mark = (type: Bookmark['type'], dir: string, title: string): Bookmark => ({
  type,
  dir,
  title,
  thumbnail: '',
  added_date: '2025-01-02T00:00:00Z',
});

const open = (api: ReturnType<typeof libraryApi>['api']) =>
  renderPage(bookmarks, { routePath: 'members/:id/bookmarks/:page/', url: '/members/7/bookmarks/1/', api });

describe('the Bookmarks tab', () => {
  it("shows the owner's models and channels linking to their pages, with Remove, which posts and drops the card", async () => {
    const { api, calls } = libraryApi('owner', {
      bookmarks: [mark('models', 'zora-vale', 'Zora Vale'), mark('channels', 'north-studio', 'North Studio')],
      total_count: 2,
    });
    open(api);
    const model = await screen.findByRole('link', { name: 'Zora Vale' });
    expect(model.getAttribute('href')).toBe('/pornstar/zora-vale/');
    expect(screen.getByRole('link', { name: 'North Studio' }).getAttribute('href')).toBe(
      '/pornsite/north-studio/',
    );
    expect(calls.map((c) => c.path)).toContain('json/library/0/bookmarks/24/0/7.1.jsond');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Zora Vale' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Zora Vale' })).toBeNull());
    expect(calls.at(-1)?.form).toEqual({
      act: 'bookmark',
      section: 'remove',
      type: 'models',
      object_id: 'zora-vale',
    });
  });

  it('says "No bookmarks yet" for an empty list', async () => {
    open(libraryApi('owner', { bookmarks: [], total_count: 0 }).api);
    expect(await screen.findByText('No bookmarks yet')).toBeTruthy();
  });

  it('denies a friend (and any other member) without asking for the list', async () => {
    const { api, calls } = libraryApi('friend', { bookmarks: [mark('models', 'a', 'A')], total_count: 1 });
    open(api);
    expect(await screen.findByText('You do not have permission to view.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('json/library/'))).toBe(false);
  });
});
