import { SOCIAL_ENDPOINT, type SocialActAnswer } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';
import { hasMessage, t, tAnswer } from '../i18n/t.ts';
import { notify } from '../state/notifications.ts';

/**
 * POSTs one social.php act and tells the member how it went: the act's success notice when
 * it has one, otherwise the error's (`social.<code>`, or the code's own text). Resolves with
 * whether it succeeded; a network failure is `false` (the transport rejects unchanged).
 */
export async function socialAct(
  api: ApiTransport,
  form: Record<string, string | number>,
  success?: Parameters<typeof t>[0],
): Promise<SocialActAnswer | null> {
  try {
    const answer = await api.post<SocialActAnswer>(SOCIAL_ENDPOINT, form);
    if (answer.ok) {
      if (success) notify({ type: 'success', text: t(success) });
      return answer;
    }
    const code = answer.code ?? 'invalid_param';
    const key = `social.${code}`;
    if (answer.field !== 'notify')
      notify({ type: 'error', text: hasMessage(key) ? tAnswer(key) : tAnswer(code) });
    return null;
  } catch {
    return null;
  }
}
