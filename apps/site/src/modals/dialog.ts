import { type RefObject, useLayoutEffect } from 'react';

/** What Tab can stop on inside a dialog. */
const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select,textarea,[tabindex="0"]';

/**
 * The keyboard behaviour every modal dialog shares (issue #19): focus moves into `dialog`,
 * Tab and Shift+Tab wrap around inside it (focus that got out is pulled back in), Esc calls
 * `onEscape` when there is one (the age gate has none). Returns the release, which gives
 * focus back to what had it before (the opener) if that is still on the page.
 */
export function trapFocus(dialog: HTMLElement, onEscape?: () => void): () => void {
  const opener = document.activeElement as HTMLElement | null;
  const stops = () => [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
  stops()[0]?.focus();
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onEscape?.();
    if (e.key !== 'Tab') return;
    const list = stops();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || at === (e.shiftKey ? 0 : list.length - 1)) {
      e.preventDefault();
      list.at(e.shiftKey ? -1 : 0)?.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    if (opener?.isConnected) opener.focus();
  };
}

/**
 * trapFocus for as long as the component is on screen. `onEscape` must be stable (a module
 * function): it is read once, at opening. A layout effect, so the keys work from the first
 * frame the dialog shows.
 */
export function useDialog(dialog: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, on purpose
  useLayoutEffect(() => (dialog.current ? trapFocus(dialog.current, onEscape) : undefined), []);
}
