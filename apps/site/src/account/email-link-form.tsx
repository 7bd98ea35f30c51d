import { POST_ENDPOINTS } from '@tubekit/contract';
import type { FormEvent } from 'react';
import { type MessageKey, t } from '../i18n/t.ts';
import { CaptchaBox } from './captcha-box.tsx';
import type { FieldErrors } from './field-errors.ts';
import { useFieldValues } from './field-values.ts';
import { FormStatus } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import { useAccountForm } from './use-account-form.ts';

/** The two signup.php acts that mail a link to an address: what tells them apart. */
export interface EmailLinkAct {
  act: 'restore' | 'resend';
  /** The form's own check of the address (spec section 5 for restore). */
  check: (eml: string) => FieldErrors;
  /** The text above the field. */
  description: MessageKey;
  submitLabel: string;
}

/** What an e-mail link form takes from where it is shown. */
export interface EmailLinkFormProps {
  /** The address already known (typed at sign-up or sign-in); empty if none. */
  initialEmail?: string;
  onSent: () => void;
  /** The "Back" link; absent where there is nothing to go back to. */
  onBack?: () => void;
  backLabel?: string;
}

/**
 * An address and the captcha, sent as `act`: the restore and resend forms. The server
 * answers the same whether or not an account has the address, so success only says a link
 * was sent if one does.
 */
export function EmailLinkForm({
  act,
  initialEmail = '',
  onSent,
  onBack,
  backLabel = 'Back to login',
}: EmailLinkFormProps & { act: EmailLinkAct }) {
  const form = useAccountForm(act.act);
  const { values, bind } = useFieldValues(form, { eml: initialEmail });
  const { eml } = values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await form.submit(act.check(eml), POST_ENDPOINTS.signup, {
      act: act.act,
      eml: eml.trim(),
    });
    if (outcome?.ok) onSent();
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-form__text">{t(act.description)}</p>
      <TextField label="E-mail" type="email" autoComplete="email" {...bind('eml')} />
      <CaptchaBox form={form} />
      <FormStatus form={form} />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.busy}>
        {act.submitLabel}
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
