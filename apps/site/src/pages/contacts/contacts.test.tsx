import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DMCA_EMAIL } from '../../modals/contact-us-modal.tsx';
import { notificationsStore } from '../../state/notifications.ts';
import * as partner from '../content-partner-program/route.tsx';
import { renderStaticPage } from '../information/test-static-page.tsx';
import * as contacts from './route.tsx';

afterEach(() => notificationsStore.setState({ items: [] }));

describe('contacts and partner program', { timeout: 20_000 }, () => {
  it('shows the DMCA address of the ContactUs modal; Copy puts it on the clipboard with a notice', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStaticPage(contacts, '/contacts/', { _agev: '1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: DMCA_EMAIL }).getAttribute('href')).toBe(`mailto:${DMCA_EMAIL}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy DMCA address' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(DMCA_EMAIL));
    await vi.waitFor(() =>
      expect(notificationsStore.getState().items.map((n) => [n.type, n.text])).toEqual([
        ['success', 'Mail address copied'],
      ]),
    );
    expect(contacts.meta().title).toBe('Contacts');
  });

  it('shows no notice when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStaticPage(contacts, '/contacts/', { _agev: '1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy support address' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(notificationsStore.getState().items).toEqual([]);
  });

  it('renders the partner program with its requirements and how to join', async () => {
    renderStaticPage(partner, '/content-partner-program/', { _agev: '1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content partner program' })).toBeTruthy();
    for (const name of ['What partners get', 'Video requirements', 'Content rules', 'How to join'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy partner program address' })).toBeTruthy();
    expect(partner.meta().title).toBe('Content partner program');
  });
});
