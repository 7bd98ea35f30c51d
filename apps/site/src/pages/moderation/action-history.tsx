import type { ModerationAction } from '@tubekit/contract';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { useApi } from '../../site-context.tsx';
import { loadHistory, moderationErrorText } from './moderation-api.ts';
import { utcMinute } from './moderation-format.ts';
import { rejectReasonText } from './reject-rule.ts';

/**
 * An item's recorded actions, newest first: when, who, what, and why (the reason and the
 * moderator's words, as plain text).
 */
export function HistoryList({ actions }: { actions: ModerationAction[] }) {
  if (actions.length === 0) return <p className="moderation-history__empty">No actions yet.</p>;
  return (
    <ol className="moderation-history">
      {actions.map((action) => (
        <li key={action.action_id}>
          <time dateTime={new Date(action.added_date * 1000).toISOString()}>
            {utcMinute(action.added_date)}
          </time>{' '}
          <strong>{action.moderator.username}</strong> {t(`moderation.act.${action.act}`)}
          {action.reason ? ` (${rejectReasonText(action.reason)})` : ''}
          {action.text ? <q>{action.text}</q> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The history of an item that does not carry it (a report's video, a notice): asked for
 * when the moderator opens it, not with the page.
 */
export function LazyHistory({ item, objectId }: { item: string; objectId: number }) {
  const api = useApi();
  const [state, setState] = useState<ModerationAction[] | string | 'loading' | null>(null);
  const open = async () => {
    setState('loading');
    try {
      setState(await loadHistory(api, item, objectId));
    } catch {
      setState('failed');
    }
  };
  if (state === null)
    return (
      <button type="button" className="moderation-link-button" onClick={() => void open()}>
        Show history
      </button>
    );
  if (state === 'loading') return <p role="status">Loading…</p>;
  if (typeof state === 'string')
    return (
      <p className="moderation-error" role="alert">
        {moderationErrorText(state)}
      </p>
    );
  return <HistoryList actions={state} />;
}
