import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { ModalHost } from '../modals/modal-host.tsx';
import { renderRouter } from '../router/test-router.tsx';
import { renderAt } from '../test-router.tsx';
import { closeModal, modalsStore, openModal } from './modals.ts';

/** Opens `name` under a rendered modal host and waits for its dialog. */
async function openRendered(name: 'login' | 'contact-us', title: string, clickOutside?: boolean) {
  act(() => openModal(name, clickOutside === undefined ? {} : { clickOutside }));
  return screen.findByRole('dialog', { name: title });
}

describe('modals store, through the modal host', () => {
  beforeEach(() => closeModal());

  it('opens a modal and closes it on Esc', async () => {
    renderAt(<ModalHost />);
    await openRendered('login', 'Login');
    expect(modalsStore.getState().name).toBe('login');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(modalsStore.getState().name).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes it on a click on the backdrop, not on one inside the dialog', async () => {
    renderAt(<ModalHost />);
    const dialog = await openRendered('login', 'Login');
    fireEvent.mouseDown(dialog);
    expect(modalsStore.getState().name).toBe('login');
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalsStore.getState().name).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a modal opened with click_outside false on Esc and on a backdrop click', async () => {
    renderAt(<ModalHost />);
    await openRendered('contact-us', 'Contact us', false);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(modalsStore.getState().name).toBe('contact-us');
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeTruthy();
  });

  it('clears any modal on a route change (the app resets it, as it renders its host)', async () => {
    const page = async () => ({ default: () => <p>A page</p> });
    const { router } = renderRouter({
      pages: [{ name: 'page', path: '*', load: page }],
      url: '/first/',
      layout: <App />,
      cookies: { _agev: '1' },
    });
    await screen.findByText('A page');
    // Opened in the mode a caller asks for (the reset page's "Ask for a new link").
    act(() => openModal('login', { clickOutside: false, props: { mode: 'restore' } }));
    await screen.findByRole('dialog', { name: 'Restore password' });
    await act(() => router.navigate('/second/'));
    expect(modalsStore.getState()).toMatchObject({ name: null, props: {} });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
