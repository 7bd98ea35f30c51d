import type { CaptchaChallenge } from '@tubekit/contract';
import type { Captcha } from './captcha.ts';

/** The third-party captcha providers: the spec's "captcha script loaded from a third-party provider". */
export type ThirdPartyProvider = 'hcaptcha' | 'turnstile';

/** Each provider's server-side check of a widget's token (their documented siteverify endpoints). */
export const SITEVERIFY_URLS: Record<ThirdPartyProvider, string> = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** A siteverify call that has not answered by then counts as a failed captcha, not a hung form. */
export const SITEVERIFY_TIMEOUT_MS = 5000;

/**
 * The longest token forwarded to a provider. Turnstile documents 2048 characters at most
 * and hCaptcha's run to a few thousand; a longer `tok` is refused without a network call.
 */
export const MAX_PROVIDER_TOKEN_LENGTH = 16 * 1024;

export interface ThirdPartyCaptchaOptions {
  provider: ThirdPartyProvider;
  /** The public key the browser widget renders with. */
  siteKey: string;
  /** The private key siteverify checks tokens with; never leaves the server. */
  secret: string;
  /** Replaces the provider's siteverify URL (CAPTCHA_VERIFY_URL: a proxy, or a test's stand-in). */
  verifyUrl?: string;
  timeoutMs?: number;
  /** Told why a verification could not be made (network error, timeout, non-2xx, non-JSON). */
  onError?: (error: unknown) => void;
}

/**
 * hCaptcha or Cloudflare Turnstile: the form shows the provider's widget by its site key,
 * and a token is good when the provider's siteverify answers `success: true` for it. The
 * provider keeps tokens single-use itself. Any failure to get that answer is a refusal:
 * a form must not pass because the provider could not be asked.
 */
export function thirdPartyCaptcha(options: ThirdPartyCaptchaOptions): Captcha {
  const { provider, siteKey, secret } = options;
  const url = options.verifyUrl ?? SITEVERIFY_URLS[provider];
  const timeoutMs = options.timeoutMs ?? SITEVERIFY_TIMEOUT_MS;
  return {
    async challenge(): Promise<CaptchaChallenge> {
      return { provider, siteKey };
    },

    async verify(token: string, ip: string): Promise<boolean> {
      if (token === '' || token.length > MAX_PROVIDER_TOKEN_LENGTH) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (ip) form.set('remoteip', ip);
      try {
        const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`${provider} siteverify answered HTTP ${res.status}`);
        const answer: unknown = await res.json();
        return (
          typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true
        );
      } catch (error) {
        options.onError?.(error);
        return false;
      }
    },
  };
}
