import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismiss, notificationsStore, notify } from './notifications.ts';

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notificationsStore.setState({ items: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a notification with a random id and removes it after 5 s', () => {
    const a = notify({ type: 'success', text: 'Thanks for your vote!' });
    const b = notify({ type: 'error', text: 'You have already voted' });
    expect(a).not.toBe(b);
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual([
      'Thanks for your vote!',
      'You have already voted',
    ]);
    vi.advanceTimersByTime(4999);
    expect(notificationsStore.getState().items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(notificationsStore.getState().items).toEqual([]);
  });

  it('closes one notification on close, leaving the others', () => {
    const a = notify({ type: 'success', text: 'one' });
    notify({ type: 'success', text: 'two' });
    dismiss(a);
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['two']);
    // Its timer firing later is harmless.
    vi.advanceTimersByTime(5000);
    expect(notificationsStore.getState().items).toEqual([]);
  });
});
