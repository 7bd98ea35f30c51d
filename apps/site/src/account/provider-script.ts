/** The third-party captcha providers the server may choose (CAPTCHA_PROVIDER). */
export type CaptchaProvider = 'hcaptcha' | 'turnstile';

/** What the field gives a provider's `render` (their explicit-render parameters). */
export interface ProviderRenderParams {
  sitekey: string;
  theme: 'dark';
  /** A solved challenge's token: the form's `tok`. */
  callback(token: string): void;
  /** The token has expired: the form must not send it any more. */
  'expired-callback'(): void;
  'error-callback'(): void;
  /** Turnstile: the visitor left an interactive challenge unanswered. */
  'timeout-callback'?(): void;
  /** hCaptcha: the visitor left an interactive challenge unanswered. */
  'chalexpired-callback'?(): void;
}

/** The part of `window.hcaptcha` and `window.turnstile` the field uses. */
export interface ProviderApi {
  /** Renders a widget into `container`; returns its id. */
  render(container: HTMLElement, params: ProviderRenderParams): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    hcaptcha?: ProviderApi;
    turnstile?: ProviderApi;
  }
}

/**
 * The providers' scripts, explicit rendering (the field renders into its own div when it
 * mounts; nothing scans the page). Both call the global function named by `onload` once
 * their API is ready, which is when `render` may be called.
 */
export const PROVIDER_SCRIPTS: Record<CaptchaProvider, string> = {
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

/** The global callback a provider's script calls when ready (its `onload` parameter). */
export function onloadName(provider: CaptchaProvider): string {
  return `tubekitCaptchaReady_${provider}`;
}

const loading = new Map<CaptchaProvider, Promise<ProviderApi>>();

/**
 * The provider's API, adding its script to the page the first time any field asks: one
 * script however many fields mount, and none on pages without a form that needs it. The
 * page's CSP lets it run: the script element is made by our nonced code ('strict-dynamic').
 * A failed load is forgotten (its tag removed), so the next field tries again.
 */
export function loadProvider(provider: CaptchaProvider): Promise<ProviderApi> {
  const ready = window[provider];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(provider);
  if (pending) return pending;
  pending = new Promise<ProviderApi>((resolve, reject) => {
    const script = document.createElement('script');
    const globals = window as unknown as Record<string, unknown>;
    globals[onloadName(provider)] = () => {
      const api = window[provider];
      if (api) resolve(api);
      else reject(new Error(`${provider} loaded without its API`));
    };
    script.src = `${PROVIDER_SCRIPTS[provider]}&onload=${onloadName(provider)}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      loading.delete(provider);
      reject(new Error(`${provider} script failed to load`));
    };
    document.head.append(script);
  });
  loading.set(provider, pending);
  return pending;
}
