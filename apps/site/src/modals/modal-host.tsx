import { lazy, Suspense } from 'react';
import { useModal } from '../state/modals.ts';

// Off the initial JS: the modals, and even the list of them, load on the first opening.
const ModalBody = lazy(() => import('./modal-body.tsx'));

/** Renders the open modal of the modals store (the age gate renders itself, see app.tsx). */
export function ModalHost() {
  const name = useModal((s) => s.name);
  return name ? (
    <Suspense fallback={null}>
      <ModalBody name={name} />
    </Suspense>
  ) : null;
}
