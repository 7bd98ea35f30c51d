import type { AccountFormAnswer, CaptchaChallenge } from '@tubekit/contract';
import type { ApiTransport } from '../api/transport.ts';

/** The challenge the fake form.php hands out (the fake widget below solves any). */
export const TEST_CHALLENGE: CaptchaChallenge = {
  provider: 'altcha',
  challenge: { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'sig' },
};

/** One POST the fake API received. */
export interface SentForm {
  path: string;
  form: Record<string, string | number>;
}

/**
 * A fake JSON API for the account forms: form.php hands out csrf-1, csrf-2… (with the
 * test challenge for the forms that have a captcha), and each POST is answered by
 * `answer` in turn ({success: true} by default). `gets` and `posts` record the calls.
 */
export function fakeAccountApi(
  answer: (sent: SentForm, index: number) => unknown = () => ({ success: true }),
) {
  const gets: string[] = [];
  const posts: SentForm[] = [];
  const api: ApiTransport = {
    get: async <T,>(path: string) => {
      gets.push(path);
      const form = new URLSearchParams(path.split('?')[1]).get('form') ?? '';
      const captcha = ['signup', 'restore', 'resend'].includes(form) ? TEST_CHALLENGE : null;
      return { csrf: `csrf-${gets.length}`, captcha } satisfies AccountFormAnswer as T;
    },
    post: async <T,>(path: string, form: Record<string, string | number>) => {
      const sent = { path, form };
      posts.push(sent);
      return answer(sent, posts.length - 1) as T;
    },
  };
  return { api, gets, posts };
}

/**
 * Stands in for the captcha widget (captcha-field.tsx), whose proof of work needs a real
 * browser (the e2e journeys run it): a button that solves it and one that lets the
 * solution expire, as the widget reports both.
 */
export function FakeCaptchaField({
  onToken,
}: {
  challenge: CaptchaChallenge;
  onToken: (t: string | null) => void;
}) {
  return (
    <>
      <button type="button" onClick={() => onToken('solved')}>
        Solve the captcha
      </button>
      <button type="button" onClick={() => onToken(null)}>
        Expire the captcha
      </button>
    </>
  );
}
