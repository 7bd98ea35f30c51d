import { POST_ENDPOINTS } from '@tubekit/contract';
import type { FormEvent } from 'react';
import { checkNewPassword } from './account-rules.ts';
import { useFieldValues } from './field-values.ts';
import { FormStatus } from './form-status.tsx';
import { PasswordField } from './password-field.tsx';
import { useAccountForm } from './use-account-form.ts';
import './account-form.css';

/** What the reset form takes: the link's token and what happens after the answer. */
export interface ResetFormProps {
  token: string;
  onChanged: () => void;
  /** The server refused the link (unknown, used or expired): invalid_link. */
  onInvalidLink: () => void;
}

/**
 * The new password of a reset link (signup.php act=reset): the password's rule and a
 * repeat box that must match, both checked here; the link's token goes with it.
 */
export function ResetForm({ token, onChanged, onInvalidLink }: ResetFormProps) {
  const form = useAccountForm('reset');
  const { values, bind } = useFieldValues(form, { pwd: '', pwd2: '' });
  const { pwd, pwd2: repeat } = values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(checkNewPassword(pwd, repeat), POST_ENDPOINTS.signup, {
      act: 'reset',
      token,
      pwd,
    });
    if (outcome?.ok) onChanged();
    else if (outcome?.errors.token?.code === 'invalid_link') onInvalidLink();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <PasswordField label="New password" autoComplete="new-password" {...bind('pwd')} />
      <PasswordField label="Repeat the new password" autoComplete="new-password" {...bind('pwd2')} />
      <FormStatus form={form} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        Change password
      </button>
    </form>
  );
}
