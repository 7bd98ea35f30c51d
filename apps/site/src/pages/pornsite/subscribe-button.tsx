import { POST_ENDPOINTS, type StatAnswer } from '@tubekit/contract';
import { useState } from 'react';
import { t, tAnswer } from '../../i18n/t.ts';
import { useApi } from '../../site-context.tsx';
import { openModal } from '../../state/modals.ts';
import { notify } from '../../state/notifications.ts';
import { useUser } from '../../state/user.ts';

/**
 * Subscribe to a channel (spec section 4): a visitor gets the Login modal; a member's
 * input.php answer shows notify.subscribe_success or notify.subscribe_<code> (unless the
 * transport already showed a 'notify' field error).
 */
export function SubscribeButton({ channelId }: { channelId: number }) {
  const user = useUser();
  const api = useApi();
  const [busy, setBusy] = useState(false);

  async function subscribe() {
    if (!user) return openModal('login');
    setBusy(true);
    try {
      const answer = await api.post<StatAnswer>(POST_ENDPOINTS.stat, {
        act: 'subscribe',
        section: 'channels',
        object_id: channelId,
      });
      if (answer.ok) notify({ type: 'success', text: t('notify.subscribe_success') });
      else if (answer.field !== 'notify')
        notify({ type: 'error', text: tAnswer(`notify.subscribe_${answer.code ?? 'invalid_param'}`) });
    } catch {
      // No answer (network): the transport rejects unchanged; nothing was saved.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--primary" disabled={busy} onClick={() => void subscribe()}>
      Subscribe
    </button>
  );
}
