import { beforeEach, describe, expect, it } from 'vitest';
import { clearModalsOnRouteChange, dismissModal, modalsStore, openModal } from './modals.ts';

describe('modals store', () => {
  beforeEach(() => clearModalsOnRouteChange());

  it('opens a modal and closes it on Esc or outside click', () => {
    openModal('login');
    expect(modalsStore.getState().name).toBe('login');
    expect(dismissModal()).toBe(true);
    expect(modalsStore.getState().name).toBeNull();
  });

  it('keeps a modal opened with click_outside false on Esc or outside click', () => {
    openModal('contact-us', { clickOutside: false });
    expect(dismissModal()).toBe(false);
    expect(modalsStore.getState().name).toBe('contact-us');
  });

  it('clears any modal on route change', () => {
    openModal('login', { clickOutside: false, props: { mode: 'restore' } });
    clearModalsOnRouteChange();
    expect(modalsStore.getState()).toMatchObject({ name: null, props: {} });
  });
});
