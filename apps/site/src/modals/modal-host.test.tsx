import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeModal, modalsStore, openModal } from '../state/modals.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { ModalHost } from './modal-host.tsx';

describe('ModalHost', () => {
  beforeEach(() => {
    closeModal();
    notificationsStore.setState({ items: [] });
  });

  it('closes the login modal on Esc and on a click outside the dialog', async () => {
    renderAt(<ModalHost />);
    act(() => openModal('login'));
    await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modalsStore.getState().name).toBeNull();

    act(() => openModal('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.mouseDown(dialog); // inside: stays
    expect(modalsStore.getState().name).toBe('login');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalsStore.getState().name).toBeNull();
  });

  it('keeps a click_outside=false modal open on Esc and outside click; the close button still works', async () => {
    renderAt(<ModalHost />);
    act(() => openModal('contact-us', { clickOutside: false }));
    await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalsStore.getState().name).toBe('contact-us');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ContactUs copies the address and notifies "Mail address copied"', async () => {
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    renderAt(<ModalHost />);
    act(() => openModal('contact-us'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await screen.findByRole('dialog');
    await act(async () => {});
    expect(copied).toBe('dmca@tubekit.example');
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Mail address copied']);
  });
});
