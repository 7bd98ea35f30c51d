import { t } from '../i18n/t.ts';
import { errorText } from './field-errors.ts';
import type { AccountForm } from './use-account-form.ts';

/**
 * The line under a whole form: the answer's notify codes (too_many_attempts,
 * email_not_confirmed, a second form_expired) or a form that could not be loaded.
 */
export function FormStatus({ form }: { form: AccountForm }) {
  const error = form.errors.form;
  if (!error && !form.unavailable) return null;
  return (
    <p className="account-form__status" role="alert">
      {error ? errorText(error) : t('account.form_unavailable')}
    </p>
  );
}

/** A notice that something worked (a link was sent, the address is confirmed). */
export function FormNotice({ text }: { text: string }) {
  return (
    <p className="account-form__notice" role="status">
      {text}
    </p>
  );
}
