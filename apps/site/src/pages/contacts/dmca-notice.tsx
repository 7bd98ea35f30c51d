import { lazy, Suspense, useState } from 'react';

// The form's code (and its form.php call) comes only when a visitor opens it.
const DmcaForm = lazy(() => import('./dmca-form.tsx'));

/** "Send a DMCA notice": opens the notice form in place. */
export function DmcaNotice() {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Send a DMCA notice
      </button>
    );
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <DmcaForm />
    </Suspense>
  );
}
