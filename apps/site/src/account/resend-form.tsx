import { checkResend } from './account-rules.ts';
import { type EmailLinkAct, EmailLinkForm, type EmailLinkFormProps } from './email-link-form.tsx';

const RESEND: EmailLinkAct = {
  act: 'resend',
  check: checkResend,
  description: 'account.resend_description',
  submitLabel: 'Send a new link',
};

/**
 * A new confirmation link (signup.php act=resend): the address and the captcha. Offered
 * when sign-in answers email_not_confirmed, after sign-up, and for an expired link.
 */
export function ResendForm(props: EmailLinkFormProps) {
  return <EmailLinkForm act={RESEND} {...props} />;
}
