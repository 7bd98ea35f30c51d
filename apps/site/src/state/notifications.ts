import { TIMERS } from '@tubekit/contract';
import { createStore, useStore } from 'zustand';

/** A notification of spec section 3: type, text and a random id. */
export interface Notification {
  id: string;
  type: 'success' | 'error';
  text: string;
}

/** What a caller passes to `notify`. */
export type NotifyInput = Omit<Notification, 'id'>;

interface NotificationsState {
  items: Notification[];
}

/** The notifications store: a list shown in order; each one leaves after 5 s or on close. */
export const notificationsStore = createStore<NotificationsState>(() => ({ items: [] }));

function randomId(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Removes one notification (the close button, or its 5 s timer). */
export function dismiss(id: string): void {
  notificationsStore.setState((s) => ({ items: s.items.filter((n) => n.id !== id) }));
}

/** Shows a notification and removes it after TIMERS.notification (5000 ms). Returns its id. */
export function notify(input: NotifyInput): string {
  const id = randomId();
  notificationsStore.setState((s) => ({ items: [...s.items, { ...input, id }] }));
  setTimeout(() => dismiss(id), TIMERS.notification);
  return id;
}

/** React hook over the notifications list. */
export function useNotifications(): Notification[] {
  return useStore(notificationsStore, (s) => s.items);
}
