import { POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/t.ts';
import { Link } from '../router/link.tsx';
import { notify } from '../state/notifications.ts';
import { checkSignIn } from './account-rules.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { useFieldValues } from './field-values.ts';
import { FormStatus } from './form-status.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from './use-account-form.ts';

/** What the sign-in mode does on its links and on success. */
export interface SignInFieldsProps {
  onSignedIn: () => void;
  onForgot: () => void;
  /** The resend action of email_not_confirmed, with what was typed as the username. */
  onResend: (typed: string) => void;
}

/**
 * Sign-in mode (spec sections 2, 4, 5): username, password with show/hide, remember me,
 * forgot password, a link to sign up. The section 5 checks first; the server's field errors
 * show under their fields with the error_login notification, its notify codes under the
 * form; email_not_confirmed also offers to resend the confirmation link.
 */
export function SignInFields({ onSignedIn, onForgot, onResend }: SignInFieldsProps) {
  const form = useAccountForm('login');
  const { values, bind } = useFieldValues(form, { usr: '', pwd: '' });
  const { usr, pwd } = values;
  const [remember, setRemember] = useState(true);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(checkSignIn(usr, pwd), POST_ENDPOINTS.signin, {
      usr: usr.trim(),
      pwd,
      remember: remember ? '1' : '0',
    });
    if (!outcome) return;
    if (outcome.ok) onSignedIn();
    else if (outcome.errors.usr || outcome.errors.pwd)
      notify({ type: 'error', text: t('notify.error_login') });
  };

  const unconfirmed = form.errors.form?.code === 'email_not_confirmed';
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <TextField label="Username" autoComplete="username" {...bind('usr')} />
      <PasswordField label="Password" autoComplete="current-password" {...bind('pwd')} />
      <CheckboxField name="remember" checked={remember} onChecked={setRemember}>
        Remember me
      </CheckboxField>
      <FormStatus form={form} />
      {unconfirmed && (
        <button type="button" className="button account-form__secondary" onClick={() => onResend(usr.trim())}>
          Resend the confirmation e-mail
        </button>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        Log in
      </button>
      <p className="account-form__links">
        <button type="button" className="link-button" onClick={onForgot}>
          Forgot password?
        </button>
        <Link to="/signup/">Sign up</Link>
      </p>
    </form>
  );
}
