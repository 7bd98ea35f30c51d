import {
  POST_ENDPOINTS,
  type StatAnswer,
  type SubscribedAnswer,
  type SubscribeSection,
  subscribedPath,
} from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { t, tAnswer } from '../i18n/t.ts';
import { useApi } from '../site-context.tsx';
import { openModal } from '../state/modals.ts';
import { notify } from '../state/notifications.ts';
import { useUser } from '../state/user.ts';

/**
 * Subscribe to a channel, model or member (spec section 4), and unsubscribe. A visitor gets
 * the Login modal; for a member the button first asks whether they are subscribed (a
 * private read, after hydration, so cached pages stay the same for everyone), then toggles.
 * Answers show notify.subscribe_success / notify.unsubscribe_success or
 * notify.subscribe_<code>. Hidden on a member's own page: nobody subscribes to themselves.
 */
export function SubscribeButton({ section, objectId }: { section: SubscribeSection; objectId: number }) {
  const user = useUser();
  const api = useApi();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const own = section === 'members' && user?.user_id === objectId;

  useEffect(() => {
    if (!user || own) return;
    let live = true;
    api
      .get<SubscribedAnswer>(subscribedPath.build({ section, object_id: objectId }))
      .then((answer) => {
        if (live && 'subscribed' in answer) setSubscribed(answer.subscribed);
      })
      .catch(() => {
        // No answer: the button stays a Subscribe button.
      });
    return () => {
      live = false;
    };
  }, [api, user, own, section, objectId]);

  async function toggle() {
    if (!user) return openModal('login');
    const act = subscribed ? 'unsubscribe' : 'subscribe';
    setBusy(true);
    try {
      const answer = await api.post<StatAnswer>(POST_ENDPOINTS.stat, { act, section, object_id: objectId });
      if (answer.ok) {
        setSubscribed(act === 'subscribe');
        notify({
          type: 'success',
          text: t(act === 'subscribe' ? 'notify.subscribe_success' : 'notify.unsubscribe_success'),
        });
      } else if (answer.code === 'already_subscribed') {
        setSubscribed(true);
        notify({ type: 'error', text: t('notify.subscribe_already_subscribed') });
      } else if (answer.field !== 'notify')
        notify({ type: 'error', text: tAnswer(`notify.subscribe_${answer.code ?? 'invalid_param'}`) });
    } catch {
      // No answer (network): the transport rejects unchanged; nothing was saved.
    } finally {
      setBusy(false);
    }
  }

  if (own) return null;
  return (
    <button
      type="button"
      className={subscribed ? 'button' : 'button button--primary'}
      disabled={busy}
      aria-pressed={subscribed ?? false}
      onClick={() => void toggle()}
    >
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </button>
  );
}
