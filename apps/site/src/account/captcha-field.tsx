import type { AltchaChallenge, CaptchaChallenge } from '@tubekit/contract';
import { type JSX, useEffect, useEffectEvent, useRef } from 'react';
import './captcha-field.css';
import { type CaptchaProvider, loadProvider, type ProviderRenderParams } from './provider-script.ts';

/**
 * The ALTCHA widget's options (its `configuration` attribute): no ALTCHA logo or link in
 * our form, and no collection of pointer and key timings (the "human interaction
 * signature"), which only an ALTCHA Sentinel server reads.
 */
export const ALTCHA_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

/**
 * A form's captcha: the ALTCHA widget with the server's challenge, or the hCaptcha /
 * Turnstile widget with the site key. `onToken` gets the solution for the form's `tok`
 * when solved, and null when it is no longer good (reset, expired, failed). A new
 * `challenge` starts a new widget.
 */
export function CaptchaField(props: {
  challenge: CaptchaChallenge;
  onToken: (token: string | null) => void;
}): JSX.Element {
  const { challenge, onToken } = props;
  if (challenge.provider === 'altcha')
    return (
      <AltchaField key={challenge.challenge.signature} challenge={challenge.challenge} onToken={onToken} />
    );
  return (
    <ProviderField
      key={`${challenge.provider}:${challenge.siteKey}`}
      provider={challenge.provider}
      siteKey={challenge.siteKey}
      onToken={onToken}
    />
  );
}

/**
 * An ALTCHA widget event's detail. `statechange` carries the state (`verified`, and
 * `unverified` / `expired` / `error` when the solution is gone) with the payload; `verified`
 * carries the payload.
 */
type AltchaDetail = { state?: string; payload?: string | null };

/**
 * The self-hosted proof of work. The widget's module (about 34 KB gzip, with its hashing
 * workers and styles inside) is imported here, when a form with a captcha mounts, so it is
 * a chunk of its own that no page loads up front. The element is rendered at once and
 * upgrades when the module has defined it; it solves as soon as the visitor focuses any
 * field of the form (`auto="onfocus"`), so the work is usually done before they submit.
 */
function AltchaField(props: { challenge: AltchaChallenge; onToken: (token: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  const onDetail = useEffectEvent((detail: AltchaDetail | null) => {
    props.onToken(detail?.state === 'verified' && detail.payload ? detail.payload : null);
  });

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => onDetail((event as CustomEvent<AltchaDetail | null>).detail);
    const onVerified = (event: Event) =>
      onDetail({ state: 'verified', payload: (event as CustomEvent<AltchaDetail | null>).detail?.payload });
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('verified', onVerified);
    import('altcha').then(
      async () => {
        // `auto="onfocus"` waits for a focus in the form; a visitor already typing in it
        // (the widget mounts once form.php answers) would wait for nothing: start now.
        await customElements.whenDefined('altcha-widget');
        if (element.closest('form')?.contains(document.activeElement))
          await (element as HTMLElement & { verify?: () => Promise<unknown> }).verify?.();
      },
      () => onDetail(null),
    );
    return () => {
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('verified', onVerified);
    };
  }, []);

  return (
    <div className="captcha-field">
      <altcha-widget
        ref={widget}
        challenge={JSON.stringify(props.challenge)}
        configuration={ALTCHA_CONFIGURATION}
        auto="onfocus"
      />
    </div>
  );
}

/**
 * hCaptcha or Turnstile: the provider's script (added once, on the first form that needs
 * it) renders its widget into this div with the site key, in the dark theme.
 */
function ProviderField(props: {
  provider: CaptchaProvider;
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const { provider, siteKey } = props;
  const container = useRef<HTMLDivElement>(null);
  const token = useEffectEvent((value: string | null) => props.onToken(value));

  useEffect(() => {
    let widgetId: string | undefined;
    let removeWidget: (() => void) | undefined;
    let mounted = true;
    const lost = () => token(null);
    const params: ProviderRenderParams = {
      sitekey: siteKey,
      theme: 'dark',
      callback: (value) => token(value),
      'expired-callback': lost,
      'error-callback': lost,
      ...(provider === 'turnstile' ? { 'timeout-callback': lost } : { 'chalexpired-callback': lost }),
    };
    loadProvider(provider).then((api) => {
      if (!mounted || !container.current) return;
      widgetId = api.render(container.current, params);
      removeWidget = () => {
        if (widgetId !== undefined) api.remove(widgetId);
      };
    }, lost);
    return () => {
      mounted = false;
      removeWidget?.();
    };
  }, [provider, siteKey]);

  return <div className="captcha-field captcha-field--provider" ref={container} />;
}
