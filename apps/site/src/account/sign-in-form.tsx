import { useState } from 'react';
import { t } from '../i18n/t.ts';
import { FormNotice } from './form-status.tsx';
import { ResendForm } from './resend-form.tsx';
import { RestoreForm } from './restore-form.tsx';
import { SignInFields } from './sign-in-fields.tsx';
import './account-form.css';

/** The modes of the sign-in form: spec section 4's two, and resending the confirmation link. */
export type SignInMode = 'signin' | 'restore' | 'resend';

/** The heading of each mode (the Login modal's title, the /signin/ page's h1). */
export const SIGN_IN_TITLES: Record<SignInMode, string> = {
  signin: 'Login',
  restore: 'Restore password',
  resend: 'Resend confirmation',
};

/** What the sign-in form takes; the mode is its owner's, which titles the frame. */
export interface SignInFormProps {
  mode: SignInMode;
  onMode: (mode: SignInMode) => void;
  /** After a sign-in: the modal reloads the page, the page goes on to `next` or home. */
  onSignedIn: () => void;
  /** A notice to show above the sign-in fields (the /signin/?confirmed=1 one). */
  notice?: string;
}

/** A same-looking address from the username box, to start the resend form with. */
function emailIn(typed: string): string {
  return typed.includes('@') ? typed : '';
}

/**
 * The sign-in form of the Login modal and the /signin/ page: sign-in and restore-password
 * modes (spec section 4) and the confirmation resend. Each mode is its own form with its
 * own form.php token, asked for when the mode opens. A sent restore or resend returns to
 * sign-in with a notice that never says whether the address has an account.
 */
export function SignInForm({ mode, onMode, onSignedIn, notice }: SignInFormProps) {
  const [sent, setSent] = useState<string | undefined>(notice);
  const [email, setEmail] = useState('');
  const back = (text?: string) => {
    setSent(text);
    onMode('signin');
  };
  if (mode === 'restore')
    return <RestoreForm onSent={() => back(t('account.restore_sent'))} onBack={() => back()} />;
  if (mode === 'resend')
    return (
      <ResendForm initialEmail={email} onSent={() => back(t('account.resend_sent'))} onBack={() => back()} />
    );
  return (
    <>
      {sent && <FormNotice text={sent} />}
      <SignInFields
        onSignedIn={onSignedIn}
        onForgot={() => {
          setSent(undefined);
          onMode('restore');
        }}
        onResend={(typed) => {
          setEmail(emailIn(typed));
          setSent(undefined);
          onMode('resend');
        }}
      />
    </>
  );
}
