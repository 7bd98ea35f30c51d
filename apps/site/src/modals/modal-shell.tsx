import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { closeModal, dismissModal } from '../state/modals.ts';
import { useDialog } from './dialog.ts';
import './modal.css';

/**
 * The frame of a closable modal: the shared dialog behaviour (useDialog: focus in, Tab kept
 * inside, focus back to the opener; Esc calls dismissModal, which respects click_outside
 * false), a backdrop whose click outside the dialog dismisses it too, and a close button.
 */
export function ModalShell({ title, children }: { title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(dialog, dismissModal);
  useLayoutEffect(() => {
    // A press on the backdrop itself (outside the dialog) counts as an outside click.
    const onDown = (e: MouseEvent) => {
      if (e.target === backdrop.current) dismissModal();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);
  return (
    <div className="modal-backdrop" data-testid="modal-backdrop" ref={backdrop}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        {/* Last in the markup (it sits top right all the same): Tab starts at the first field. */}
        <button type="button" className="modal__close" aria-label="Close" onClick={closeModal}>
          ×
        </button>
      </div>
    </div>
  );
}
