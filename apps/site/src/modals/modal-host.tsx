import { lazy, Suspense } from 'react';
import { useModal } from '../state/modals.ts';

// Modals load on first open, off the initial JS.
const LoginModal = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })));
const ContactUsModal = lazy(() =>
  import('./contact-us-modal.tsx').then((m) => ({ default: m.ContactUsModal })),
);
const ReportModal = lazy(() => import('./report-modal.tsx').then((m) => ({ default: m.ReportModal })));

/** Renders the open modal of the modals store (the age gate renders itself, see app.tsx). */
export function ModalHost() {
  const name = useModal((s) => s.name);
  if (!name) return null;
  return (
    <Suspense fallback={null}>
      {name === 'login' && <LoginModal />}
      {name === 'contact-us' && <ContactUsModal />}
      {name === 'report' && <ReportModal />}
    </Suspense>
  );
}
