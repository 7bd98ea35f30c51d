import { POST_ENDPOINTS } from '@tubekit/contract';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/t.ts';
import { checkResend } from './account-rules.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { FormStatus } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from './use-account-form.ts';

/** What the resend form takes: the address to start with, and where its links go. */
export interface ResendFormProps {
  /** The address already known (typed at sign-up or sign-in); empty if none. */
  initialEmail?: string;
  onSent: () => void;
  /** The "Back" link (back to login); absent where there is nothing to go back to. */
  onBack?: () => void;
  backLabel?: string;
}

/**
 * A new confirmation link (signup.php act=resend): the address and the captcha. Offered
 * when sign-in answers email_not_confirmed, after sign-up, and for an expired link. The
 * answer is the same whether or not the address has an unconfirmed account.
 */
export function ResendForm({
  initialEmail = '',
  onSent,
  onBack,
  backLabel = 'Back to login',
}: ResendFormProps) {
  const form = useAccountForm('resend');
  const [eml, setEml] = useState(initialEmail);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(checkResend(eml), POST_ENDPOINTS.signup, {
      act: 'resend',
      eml: eml.trim(),
    });
    if (outcome?.ok) onSent();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-form__text">{t('account.resend_description')}</p>
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
        Send a new link
      </button>
      {onBack && (
        <p className="account-form__links">
          <button type="button" className="link-button" onClick={onBack}>
            {backLabel}
          </button>
        </p>
      )}
    </form>
  );
}
