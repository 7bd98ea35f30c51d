import { t } from '../i18n/t.ts';
import { notify } from '../state/notifications.ts';
import { ModalShell } from './modal-shell.tsx';

/** The DMCA contact address (synthetic). */
export const DMCA_EMAIL = 'dmca@tubekit.example';

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The ContactUs modal: a copyable DMCA address; copying shows "Mail address copied". */
export function ContactUsModal() {
  const copy = async () => {
    if (await copyText(DMCA_EMAIL)) notify({ type: 'success', text: t('notify.text_copied') });
  };
  return (
    <ModalShell title="Contact us">
      <p>For copyright and DMCA requests write to:</p>
      <p className="contact__row">
        <a href={`mailto:${DMCA_EMAIL}`}>{DMCA_EMAIL}</a>{' '}
        <button type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </p>
    </ModalShell>
  );
}
