import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { modalsStore } from '../state/modals.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { BookmarkButton } from './bookmark-button.tsx';
import { recordingApi } from './test-api.ts';

configure({ asyncUtilTimeout: 5000 });

const ME = { user_id: 7, username: 'me' };
const notices = () => notificationsStore.getState().items.map((n) => `${n.type}: ${n.text}`);

/** input.php answers the first bookmark `{ok}`, every later one `already_added`. */
function bookmarkApi() {
  let added = false;
  return recordingApi(() => {
    if (added) return { error: true, code: 'already_added' };
    added = true;
    return { ok: true };
  });
}

describe('BookmarkButton (model and channel page headers)', () => {
  beforeEach(() => {
    notificationsStore.setState({ items: [] });
    modalsStore.setState({ name: null, clickOutside: true, props: {} });
  });

  it('a visitor gets the Login modal, and nothing is posted', async () => {
    const { api, calls } = bookmarkApi();
    renderAt(<BookmarkButton type="models" objectId={12} title="Zora Vale" />, {
      api,
      rootData: { categories: [], user: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
    expect(modalsStore.getState().name).toBe('login');
    expect(calls).toEqual([]);
  });

  it('a member bookmarks a channel ("was added to your bookmarks"), then is told it is already there', async () => {
    const { api, calls } = bookmarkApi();
    renderAt(<BookmarkButton type="channels" objectId={3} title="North Studio" />, {
      api,
      rootData: { categories: [], user: ME },
    });
    const button = (await screen.findByRole('button', { name: 'Bookmark' })) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(notices()).toEqual(['success: North Studio was added to your bookmarks']));
    expect(calls).toEqual([
      { path: 'input.php', form: { act: 'bookmark', section: 'add', type: 'channels', object_id: 3 } },
    ]);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(notices()[1]).toBe('error: North Studio is already in your bookmarks'));
  });
});
