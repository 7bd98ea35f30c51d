import { useState } from 'react';
import { t } from '../i18n/t.ts';
import { FormNotice } from './form-status.tsx';
import { ResendForm } from './resend-form.tsx';

/**
 * After a sign-up: the confirm-your-email notice (the link works for 24 hours) and the
 * action that sends a new link, opened on demand so its captcha loads only then.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [resend, setResend] = useState<'closed' | 'open' | 'sent'>('closed');
  return (
    <div className="account-form">
      <FormNotice text={t('account.confirm_sent', { email })} />
      {resend === 'sent' && <FormNotice text={t('account.resend_sent')} />}
      {resend === 'open' ? (
        <ResendForm
          initialEmail={email}
          onSent={() => setResend('sent')}
          onBack={() => setResend('closed')}
          backLabel="Cancel"
        />
      ) : (
        <button type="button" className="button account-form__secondary" onClick={() => setResend('open')}>
          Resend the confirmation e-mail
        </button>
      )}
    </div>
  );
}
