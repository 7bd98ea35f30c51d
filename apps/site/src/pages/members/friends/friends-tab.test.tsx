import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FriendEntry, FriendsAnswer } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { recordingApi } from '../../../library/test-api.ts';
import { renderAt } from '../../../test-router.tsx';
import { FriendsTab } from './friends-tab.tsx';

configure({ asyncUtilTimeout: 5000 });

const ME = { user_id: 7, username: 'me' };
type Friends = Extract<FriendsAnswer, { friends: unknown }>;
const entry = (user_id: number, username: string): FriendEntry => ({
  user_id,
  username,
  avatar: '',
  added_date: '2025-01-02',
});
const OWN: Friends = {
  friends: [entry(3, 'cat')],
  total_count: 1,
  requests: [entry(4, 'dan')],
  sent: [entry(5, 'eve')],
};

function show(initial: Friends = OWN) {
  const { api, calls } = recordingApi((path) => (path === 'social.php' ? { ok: true } : initial));
  renderAt(<FriendsTab ownerId={7} page={1} initial={initial} />, {
    api,
    rootData: { categories: [], user: ME },
  });
  return calls;
}

/** The member names and button labels of a list, in order. */
const rowsOf = (label: string) =>
  [...screen.getByRole('list', { name: label }).querySelectorAll('li')].map((li) =>
    [...li.querySelectorAll('a, button')].map((e) => e.textContent),
  );

describe('FriendsTab', () => {
  it('on one’s own page: requests with Accept and Decline, sent requests with Cancel, then the friends', () => {
    show();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Friend requests',
      'Requests sent',
      'Friends (1)',
    ]);
    expect(rowsOf('Friend requests')).toEqual([['dan', 'Accept', 'Decline']]);
    expect(rowsOf('Requests sent')).toEqual([['eve', 'Cancel']]);
    expect(rowsOf('Friends')).toEqual([['cat']]);
  });

  it('each button sends its act about the row’s member', async () => {
    const calls = show();
    for (const [label, act, user_id] of [
      ['Accept', 'friend_accept', 4],
      ['Decline', 'friend_decline', 4],
      ['Cancel', 'friend_remove', 5],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() =>
        expect(calls.filter((c) => c.path === 'social.php').at(-1)?.form).toEqual({ act, user_id }),
      );
    }
  });

  it('without requests (another member’s page) shows the friends alone', () => {
    show({ friends: OWN.friends, total_count: 1, sent: [] });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Friends (1)']);
  });
});
