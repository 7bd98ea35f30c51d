import { checkRestore } from './account-rules.ts';
import { type EmailLinkAct, EmailLinkForm } from './email-link-form.tsx';

const RESTORE: EmailLinkAct = {
  act: 'restore',
  check: checkRestore,
  description: 'component.login.restore_description',
  submitLabel: 'Restore password',
};

/**
 * Restore-password mode (spec sections 4, 5): the address (eml_invalid at 3 characters or
 * fewer) and the captcha, sent as signup.php act=restore.
 */
export function RestoreForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  return <EmailLinkForm act={RESTORE} onSent={onSent} onBack={onBack} />;
}
