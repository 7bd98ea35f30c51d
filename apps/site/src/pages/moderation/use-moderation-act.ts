import type { ModerationAct } from '@tubekit/contract';
import { useState } from 'react';
import type { FormTokens } from '../../account/form-session.ts';
import type { ApiTransport } from '../../api/transport.ts';
import { useApi } from '../../site-context.tsx';
import { notify } from '../../state/notifications.ts';
import { moderationErrorText, moderationTokens, sendModerationAct } from './moderation-api.ts';

/** How an item sends acts: `run` posts one, `busy` while it is under way, `error` the last refusal. */
export interface ModerationActs {
  busy: boolean;
  /** The last refusal's text, shown beside the item's buttons (the notification fades). */
  error: string | null;
  /**
   * POSTs `act` with `fields`; on success notifies `done` and calls `then` (the item leaves
   * its list), on a refusal notifies the error. Resolves with whether it was done.
   */
  run(
    act: ModerationAct,
    fields: Record<string, string | number>,
    done: string,
    then: () => void,
  ): Promise<boolean>;
}

/** One form token per API transport: every item of the page shares it (asked for at the first act). */
const tokensByApi = new WeakMap<ApiTransport, FormTokens>();

function tokensOf(api: ApiTransport): FormTokens {
  let tokens = tokensByApi.get(api);
  if (!tokens) {
    tokens = moderationTokens(api);
    tokensByApi.set(api, tokens);
  }
  return tokens;
}

/** The acts of one item (a queued upload, a report, a notice). */
export function useModerationActs(): ModerationActs {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run: ModerationActs['run'] = async (act, fields, done, then) => {
    setBusy(true);
    setError(null);
    const tokens = tokensOf(api);
    const body = Object.fromEntries(Object.entries({ ...fields, act }).map(([k, v]) => [k, String(v)]));
    const code = await sendModerationAct(api, tokens, body);
    setBusy(false);
    if (code) {
      const text = moderationErrorText(code);
      setError(text);
      notify({ type: 'error', text });
      return false;
    }
    notify({ type: 'success', text: done });
    then();
    return true;
  };
  return { busy, error, run };
}
