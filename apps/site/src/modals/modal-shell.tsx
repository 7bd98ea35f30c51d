import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { closeModal, dismissModal } from '../state/modals.ts';
import './modal.css';

/**
 * The frame of a closable modal: a backdrop whose click (outside the dialog) and Esc call
 * dismissModal (which respects click_outside false), a close button, focus moved into the
 * dialog on open and given back on close. The listeners go on in a layout effect so Esc works
 * from the moment the dialog is on screen (a passive effect can run a frame later).
 */
export function ModalShell({ title, children }: { title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('input, button, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismissModal();
    };
    // A press on the backdrop itself (outside the dialog) counts as an outside click.
    const onDown = (e: MouseEvent) => {
      if (e.target === backdrop.current) dismissModal();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      before?.focus?.();
    };
  }, []);
  return (
    <div className="modal-backdrop" data-testid="modal-backdrop" ref={backdrop}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Close" onClick={closeModal}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
