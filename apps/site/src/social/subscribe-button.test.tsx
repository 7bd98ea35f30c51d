import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordingApi } from '../library/test-api.ts';
import { modalsStore } from '../state/modals.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

configure({ asyncUtilTimeout: 5000 });

const ME = { user_id: 7, username: 'me' };
const notices = () => notificationsStore.getState().items.map((n) => `${n.type}: ${n.text}`);

/** json/subscribed answers `subscribed`; input.php answers `post` in turn. */
function subscribeApi(subscribed: boolean, post: unknown[] = [{ ok: true }]) {
  let posted = 0;
  return recordingApi((path) => {
    if (path.startsWith('json/subscribed/')) return { subscribed };
    if (path === 'input.php') return post[Math.min(posted++, post.length - 1)];
    return { error: true, code: 'not_found' };
  });
}

describe('SubscribeButton', () => {
  beforeEach(() => {
    notificationsStore.setState({ items: [] });
    modalsStore.setState({ name: null, clickOutside: true, props: {} });
  });

  it('a visitor sees Subscribe, asks nothing, and the click opens the Login modal', async () => {
    const { api, calls } = subscribeApi(false);
    renderAt(<SubscribeButton section="channels" objectId={3} />, {
      api,
      rootData: { categories: [], user: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(modalsStore.getState().name).toBe('login');
    expect(calls).toEqual([]);
  });

  it('a subscribed member sees Unsubscribe; the click posts unsubscribe, says "You have unsubscribed" and turns back to Subscribe', async () => {
    const { api, calls } = subscribeApi(true);
    renderAt(<SubscribeButton section="models" objectId={4} />, {
      api,
      rootData: { categories: [], user: ME },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: 'json/subscribed/models/4.json' });
    expect(calls[1]).toEqual({
      path: 'input.php',
      form: { act: 'unsubscribe', section: 'models', object_id: 4 },
    });
    expect(notices()).toEqual(['success: You have unsubscribed']);
  });

  it('subscribe says "You have subscribed" and presses the button', async () => {
    const { api } = subscribeApi(false);
    renderAt(<SubscribeButton section="channels" objectId={3} />, {
      api,
      rootData: { categories: [], user: ME },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(notices()).toEqual(['success: You have subscribed']);
  });

  it('already_subscribed says "You are already subscribed" and shows Unsubscribe; other codes say notify.subscribe_<code>', async () => {
    const { api } = subscribeApi(false, [
      { error: true, code: 'already_subscribed' },
      { ok: true },
      { error: true, code: 'not_found' },
    ]);
    renderAt(<SubscribeButton section="channels" objectId={3} />, {
      api,
      rootData: { categories: [], user: ME },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(notices()).toEqual([
        'error: You are already subscribed',
        'success: You have unsubscribed',
        'error: This item no longer exists',
      ]),
    );
  });

  it("is not there on a member's own page: nobody subscribes to themselves", async () => {
    const { api, calls } = subscribeApi(false);
    renderAt(
      <p>
        own page <SubscribeButton section="members" objectId={7} />
      </p>,
      { api, rootData: { categories: [], user: ME } },
    );
    expect(await screen.findByText('own page')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
