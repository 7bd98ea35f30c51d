import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FriendState } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordingApi } from '../library/test-api.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { MemberActions } from './member-actions.tsx';

configure({ asyncUtilTimeout: 5000 });

const ME = { user_id: 7, username: 'me' };
const notices = () => notificationsStore.getState().items.map((n) => `${n.type}: ${n.text}`);

/** json/relation answers the relations in turn (one per read); social.php answers ok. */
function relationApi(...relations: { friend: FriendState; blocking?: boolean }[]) {
  let reads = 0;
  return recordingApi((path) => {
    if (path === 'json/relation/9.json') {
      const r = relations[Math.min(reads++, relations.length - 1)];
      return { relation: { blocking: false, subscribed: false, ...r } };
    }
    if (path.startsWith('json/subscribed/')) return { subscribed: false };
    if (path === 'social.php') return { ok: true, status: 'pending' };
    return { error: true, code: 'not_found' };
  });
}

function show(api: ReturnType<typeof relationApi>['api']) {
  renderAt(<MemberActions userId={9} />, { api, rootData: { categories: [], user: ME } });
}

/** The labels of the action bar's buttons and links, in order, once the relation is known. */
async function labels(expected: string[]) {
  await waitFor(() => {
    const bar = document.querySelector('.social-actions');
    expect([...(bar?.querySelectorAll('button, a') ?? [])].map((e) => e.textContent)).toEqual(expected);
  });
}

describe('MemberActions', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('no tie: Add friend posts friend_request, says "Request sent", then shows Cancel request', async () => {
    const { api, calls } = relationApi({ friend: 'none' }, { friend: 'request_sent' });
    show(api);
    await labels(['Subscribe', 'Add friend', 'Message', 'Block']);
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/members/7/messages/9/');
    fireEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    await labels(['Subscribe', 'Cancel request', 'Message', 'Block']);
    expect(calls.find((c) => c.path === 'social.php')?.form).toEqual({ act: 'friend_request', user_id: 9 });
    expect(notices()).toEqual(['success: Request sent']);
  });

  it('a request received: Accept friend request posts friend_accept, says "You are now friends", then Remove friend', async () => {
    const { api, calls } = relationApi({ friend: 'request_received' }, { friend: 'friends' });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept friend request' }));
    await labels(['Subscribe', 'Remove friend', 'Message', 'Block']);
    expect(calls.find((c) => c.path === 'social.php')?.form).toEqual({ act: 'friend_accept', user_id: 9 });
    expect(notices()).toEqual(['success: You are now friends']);
  });

  it('Block posts block and leaves only Subscribe and Unblock (no friend request, no message)', async () => {
    const { api, calls } = relationApi({ friend: 'friends' }, { friend: 'none', blocking: true });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await labels(['Subscribe', 'Unblock']);
    expect(calls.find((c) => c.path === 'social.php')?.form).toEqual({ act: 'block', user_id: 9 });
    expect(notices()).toEqual(['success: Member blocked']);
  });

  it("shows nothing to a visitor and on one's own page, and asks nothing", async () => {
    const { api, calls } = relationApi({ friend: 'none' });
    renderAt(
      <>
        <p>page</p>
        <MemberActions userId={7} />
      </>,
      { api, rootData: { categories: [], user: ME } },
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
