import { POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/t.ts';
import { checkRestore } from './account-rules.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { FormStatus } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from './use-account-form.ts';

/**
 * Restore-password mode (spec sections 4, 5): the address (eml_invalid at 3 characters or
 * fewer) and the captcha, sent as signup.php act=restore. The server answers the same
 * whether or not the address has an account, so success only says a link was sent if so.
 */
export function RestoreForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const form = useAccountForm('restore');
  const [eml, setEml] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(checkRestore(eml), POST_ENDPOINTS.signup, {
      act: 'restore',
      eml: eml.trim(),
    });
    if (outcome?.ok) onSent();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-form__text">{t('component.login.restore_description')}</p>
      <TextField
        label="E-mail"
        name="eml"
        type="email"
        autoComplete="email"
        value={eml}
        onValue={setEml}
        error={form.errors.eml}
      />
      <CaptchaBox form={form} />
      <FormStatus form={form} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        Restore password
      </button>
      <p className="account-form__links">
        <button type="button" className="link-button" onClick={onBack}>
          Back to login
        </button>
      </p>
    </form>
  );
}
