import { useState } from 'react';
import { SIGN_IN_TITLES, SignInForm, type SignInMode } from '../account/sign-in-form.tsx';
import { useModal } from '../state/modals.ts';
import { ModalShell } from './modal-shell.tsx';

/** The mode a caller asked for (`openModal('login', {props: {mode: 'restore'}})`), else sign-in. */
function requestedMode(mode: unknown): SignInMode {
  return mode === 'restore' || mode === 'resend' ? mode : 'signin';
}

/**
 * The Login modal (spec sections 2, 4, 5): the sign-in form in a modal, titled by its mode.
 * Loaded lazily by the modal host, so the account code stays off every page's initial
 * JavaScript. A sign-in reloads the page (the server renders it for the member).
 */
export function LoginModal({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const asked = useModal((s) => s.props.mode);
  const [mode, setMode] = useState<SignInMode>(() => requestedMode(asked));
  return (
    <ModalShell title={SIGN_IN_TITLES[mode]}>
      <SignInForm mode={mode} onMode={setMode} onSignedIn={reload} />
    </ModalShell>
  );
}
