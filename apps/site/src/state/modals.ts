import { createStore, useStore } from 'zustand';

/** Modals other than the age gate (which lives in age-gate.ts and never closes by itself). */
export type ModalName = 'login' | 'contact-us' | 'report';

/** The open modal, if any. */
export interface ModalState {
  name: ModalName | null;
  /** Spec: a modal closes on an outside click or Esc unless click_outside is false. */
  clickOutside: boolean;
  /** Free data for the modal (e.g. the login mode to open in). */
  props: Record<string, unknown>;
}

const closed: ModalState = { name: null, clickOutside: true, props: {} };

/** The modals store (the spec's setModal action). */
export const modalsStore = createStore<ModalState>(() => closed);

/** Opens a modal, replacing any open one. */
export function openModal(
  name: ModalName,
  options: { clickOutside?: boolean; props?: Record<string, unknown> } = {},
): void {
  modalsStore.setState({ name, clickOutside: options.clickOutside ?? true, props: options.props ?? {} });
}

/** Closes the open modal. */
export function closeModal(): void {
  modalsStore.setState(closed);
}

/**
 * Esc or a click outside the dialog: closes it unless the modal was opened with
 * click_outside false. Returns whether it closed.
 */
export function dismissModal(): boolean {
  const { name, clickOutside } = modalsStore.getState();
  if (!name || !clickOutside) return false;
  closeModal();
  return true;
}

/** Every route change clears modals (the age gate is not one of these, so it stays). */
export function clearModalsOnRouteChange(): void {
  closeModal();
}

/** React hook over the modal state. */
export function useModal<T>(selector: (s: ModalState) => T): T {
  return useStore(modalsStore, selector);
}
