import { lazy } from 'react';
import type { ModalName } from '../state/modals.ts';

// Each modal loads on its first opening. These imports (and their preload lists) live in
// this chunk rather than the host's, which is in every page's first load.
const LoginModal = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal })));
const ContactUsModal = lazy(() =>
  import('./contact-us-modal.tsx').then((m) => ({ default: m.ContactUsModal })),
);
const ReportModal = lazy(() => import('./report-modal.tsx').then((m) => ({ default: m.ReportModal })));

/** The open modal's component. */
export default function ModalBody({ name }: { name: ModalName }) {
  if (name === 'login') return <LoginModal />;
  if (name === 'contact-us') return <ContactUsModal />;
  return <ReportModal />;
}
