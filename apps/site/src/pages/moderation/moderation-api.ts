import {
  MODERATION_PATH,
  MODERATION_RULES,
  type ModerationAction,
  type ModerationDmcaAnswer,
  type ModerationQueueAnswer,
  type ModerationReportsAnswer,
} from '@tubekit/contract';
import { type FormTokens, requestForm, sendAccountForm } from '../../account/form-session.ts';
import type { ApiTransport } from '../../api/transport.ts';
import { hasMessage, t } from '../../i18n/t.ts';

/** What the three lists of /moderation/ hold once loaded. */
export interface ModerationLists {
  queue: ModerationQueueAnswer['items'];
  reports: ModerationReportsAnswer['reports'];
  notices: ModerationDmcaAnswer['notices'];
}

/** The loader's outcome: the lists, or the refusal (`no_permission` for a member). */
export type ModerationData = { ok: true; lists: ModerationLists } | { ok: false; code: string };

/** The `code` of an error answer (`{error, code}`, or the first of `{error, codes}`); null otherwise. */
export function errorCode(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || (answer as { error?: unknown }).error !== true) return null;
  const { code, codes } = answer as { code?: unknown; codes?: { code?: unknown }[] };
  if (typeof code === 'string') return code;
  const first = Array.isArray(codes) ? codes[0]?.code : undefined;
  return typeof first === 'string' ? first : 'failed';
}

/** The text of a moderation.php refusal (no_permission is the member pages' own text). */
export function moderationErrorText(code: string): string {
  if (code === 'no_permission') return t('notify.no_permission');
  const key = `moderation.error.${code}`;
  return hasMessage(key) ? t(key, { length: MODERATION_RULES.textMax }) : t('moderation.error.failed');
}

/**
 * GET moderation.php for the queue, the reports and the DMCA notices at once. The first
 * refusal wins (a member gets 403 no_permission on all three); an answer without its list
 * counts as `failed`.
 */
export async function loadModeration(api: ApiTransport): Promise<ModerationData> {
  const get = (section: string) => api.get<unknown>(`${MODERATION_PATH}?section=${section}`);
  const answers = await Promise.all([get('queue'), get('reports'), get('dmca')]);
  for (const answer of answers) {
    const code = errorCode(answer);
    if (code) return { ok: false, code };
  }
  const [queue, reports, dmca] = answers as [
    Partial<ModerationQueueAnswer>,
    Partial<ModerationReportsAnswer>,
    Partial<ModerationDmcaAnswer>,
  ];
  if (!Array.isArray(queue?.items) || !Array.isArray(reports?.reports) || !Array.isArray(dmca?.notices))
    return { ok: false, code: 'failed' };
  return { ok: true, lists: { queue: queue.items, reports: reports.reports, notices: dmca.notices } };
}

/** GET an item's recorded actions (`item` videos, users, reports, dmca...), newest first. */
export async function loadHistory(
  api: ApiTransport,
  item: string,
  objectId: number,
): Promise<ModerationAction[] | string> {
  const answer = await api.get<unknown>(
    `${MODERATION_PATH}?section=history&item=${encodeURIComponent(item)}&object_id=${objectId}`,
  );
  const actions = (answer as { actions?: unknown } | null)?.actions;
  return Array.isArray(actions) ? (actions as ModerationAction[]) : (errorCode(answer) ?? 'failed');
}

/** The `moderation` form's token, asked for once and renewed after `form_expired`. */
export function moderationTokens(api: ApiTransport): FormTokens {
  let pending: ReturnType<typeof requestForm> | null = null;
  const renew = () => {
    pending = requestForm(api, 'moderation');
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  return { current: () => pending ?? renew(), renew };
}

/**
 * POSTs one act to moderation.php with the form token; resolves with null when it was
 * done, or the refusal's code ('failed' when the server gave no answer at all).
 */
export async function sendModerationAct(
  api: ApiTransport,
  tokens: FormTokens,
  fields: Record<string, string>,
): Promise<string | null> {
  try {
    const answer = await sendAccountForm(api, MODERATION_PATH, fields, tokens);
    if ((answer as { success?: unknown } | null)?.success === true) return null;
    return errorCode(answer) ?? 'failed';
  } catch {
    return 'failed';
  }
}
