import { POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { passwordError } from '../../../account/account-rules.ts';
import type { FieldErrors } from '../../../account/field-errors.ts';
import { FormStatus } from '../../../account/form-status.tsx';
import { PasswordField } from '../../../account/password-field.tsx';
import { useAccountForm } from '../../../account/use-account-form.ts';
import { t } from '../../../i18n/t.ts';
import { notify } from '../../../state/notifications.ts';

/** The current password is required; the new one follows the password rule (5 to 128). */
function checkPasswordChange(pwd: string, npwd: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!pwd) errors.pwd = { code: 'required' };
  const next = passwordError(npwd);
  if (next) errors.npwd = next;
  return errors;
}

/**
 * The password change of the edit tab (signup.php act=password). The server ends every
 * other session of the member and gives this browser a new one, so the page stays signed in.
 */
export function PasswordForm() {
  const form = useAccountForm('password');
  const [pwd, setPwd] = useState('');
  const [npwd, setNpwd] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(checkPasswordChange(pwd, npwd), POST_ENDPOINTS.signup, {
      act: 'password',
      pwd,
      npwd,
    });
    if (outcome?.ok) {
      setPwd('');
      setNpwd('');
      notify({ type: 'success', text: t('notify.password_changed') });
    }
  };

  return (
    <form className="account-form member-edit__form" aria-label="Password" noValidate onSubmit={submit}>
      <h2>Password</h2>
      <p className="account-form__text">Changing it signs you out everywhere else.</p>
      <PasswordField
        label="Current password"
        name="pwd"
        autoComplete="current-password"
        value={pwd}
        onValue={setPwd}
        error={form.errors.pwd}
      />
      <PasswordField
        label="New password"
        name="npwd"
        autoComplete="new-password"
        value={npwd}
        onValue={setNpwd}
        error={form.errors.npwd}
      />
      <FormStatus form={form} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        Change password
      </button>
    </form>
  );
}
