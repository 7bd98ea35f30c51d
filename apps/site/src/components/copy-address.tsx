import { t } from '../i18n/t.ts';
import { copyText } from '../modals/contact-us-modal.tsx';
import { notify } from '../state/notifications.ts';
import './copy-address.css';

/**
 * A mail address with a Copy button (as in the ContactUs modal): copying shows the
 * "Mail address copied" notice; a refused clipboard shows nothing (the address stays
 * selectable and the mailto link works).
 */
export function CopyAddress({ address, label }: { address: string; label: string }) {
  const copy = async () => {
    if (await copyText(address)) notify({ type: 'success', text: t('notify.text_copied') });
  };
  return (
    <p className="copy-address">
      <a href={`mailto:${address}`}>{address}</a>
      <button type="button" className="button" aria-label={`Copy ${label}`} onClick={() => void copy()}>
        Copy
      </button>
    </p>
  );
}
