import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Conversation, Message } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordingApi } from '../../../library/test-api.ts';
import { UnreadBadge } from '../../../social/unread-badge.tsx';
import { notificationsStore } from '../../../state/notifications.ts';
import { renderAt } from '../../../test-router.tsx';
import { ConversationView } from './conversation/conversation-view.tsx';
import { ConversationsList } from './conversations-list.tsx';

configure({ asyncUtilTimeout: 5000 });

const BOB = { user_id: 9, username: 'bob', avatar: '' };
const message = (id: number, text: string, from_me: boolean): Message => ({
  message_id: id,
  from_me,
  text,
  added_date: `2025-03-04T10:0${id}:00Z`,
  read: true,
});

describe('messages', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('lists each conversation with a link to it, its unread count and the last text ("You: " when one\'s own)', () => {
    const conversations: Conversation[] = [
      { with: BOB, last: { text: 'see you', added_date: '2025-03-04T10:00:00Z', from_me: false }, unread: 2 },
      {
        with: { user_id: 11, username: 'eve', avatar: '' },
        last: { text: '<b>hi</b>', added_date: '2025-03-01T10:00:00Z', from_me: true },
        unread: 0,
      },
    ];
    renderAt(<ConversationsList me={7} conversations={conversations} />);
    const rows = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'bob' })
        .getAttribute('href'),
    ).toBe('/members/7/messages/9/');
    expect(rows[0]?.querySelector('.unread-badge')?.textContent).toBe('2');
    expect(rows[1]?.querySelector('.unread-badge')).toBeNull();
    expect(rows[1]?.querySelector('.social-list__text')?.textContent).toBe('You: <b>hi</b>');
  });

  it('shows the conversation oldest first; Send posts message_send, says "Message sent" and shows the new message', async () => {
    const { api, calls } = recordingApi((path) => {
      if (path === 'social.php') return { ok: true, id: 3 };
      if (path === 'json/messages/9/1.json')
        return {
          with: BOB,
          messages: [message(3, 'new one', true), message(2, 'b', false), message(1, 'a', true)],
          total_count: 3,
          can_send: true,
        };
      return { error: true, code: 'not_found' };
    });
    const initial = {
      with: BOB,
      messages: [message(2, 'b', false), message(1, 'a', true)],
      total_count: 2,
      can_send: true,
    };
    renderAt(<ConversationView me={7} initial={initial} />, { api });
    const texts = () =>
      [...document.querySelectorAll('[aria-label="Conversation"] .social-list__text')].map(
        (p) => p.textContent,
      );
    expect(texts()).toEqual(['a', 'b']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a message' }), {
      target: { value: 'new one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(texts()).toEqual(['a', 'b', 'new one']));
    expect(calls[0]).toEqual({
      path: 'social.php',
      form: { act: 'message_send', user_id: 9, text: 'new one' },
    });
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Message sent']);
  });

  it('a conversation that cannot take messages says so and has no box', () => {
    renderAt(
      <ConversationView me={7} initial={{ with: BOB, messages: [], total_count: 0, can_send: false }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('You cannot send messages to this member.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the unread badge shows the count from json/messages/unread.json, and links to the messages', async () => {
    const { api } = recordingApi((path) => (path === 'json/messages/unread.json' ? { unread: 3 } : {}));
    renderAt(<UnreadBadge userId={7} />, { api });
    const badge = await screen.findByRole('link', { name: '3 unread messages' });
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('href')).toBe('/members/7/messages/');
  });

  it('the unread badge shows nothing at zero', async () => {
    const { api, calls } = recordingApi(() => ({ unread: 0 }));
    renderAt(<UnreadBadge userId={7} />, { api });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
