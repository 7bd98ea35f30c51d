import { useId } from 'react';
import { t } from '../i18n/t.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FieldMessage } from './field-message.tsx';
import type { AccountForm } from './use-account-form.ts';

/**
 * The form's captcha (sign-up, restore, resend: the forms whose form.php answer carries
 * one) with its `tok` error under it. Keyed by the challenge, so a new challenge (after a
 * refused send spent the old solution) starts a fresh widget. An unsolved captcha says so
 * in its own words: "This field is required" under a widget that is still working would
 * read as the visitor's mistake.
 */
export function CaptchaBox({ form }: { form: AccountForm }) {
  const id = useId();
  if (!form.captcha) return null;
  return (
    <div className="account-field account-field--captcha">
      <CaptchaField key={form.captchaKey} challenge={form.captcha} onToken={form.setCaptchaToken} />
      {form.errors.tok?.code === 'required' ? (
        <p id={`${id}-tok-error`} className="account-field__error" role="alert">
          {t('account.captcha_required')}
        </p>
      ) : (
        <FieldMessage id={`${id}-tok-error`} error={form.errors.tok} />
      )}
    </div>
  );
}
