import { act, render, waitFor } from '@testing-library/react';
import type { AltchaChallenge, CaptchaChallenge } from '@tubekit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALTCHA_CONFIGURATION, CaptchaField } from './captcha-field.tsx';
import {
  type CaptchaProvider,
  onloadName,
  type ProviderApi,
  type ProviderRenderParams,
} from './provider-script.ts';

const altcha = (signature: string): AltchaChallenge => ({
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  maxnumber: 50_000,
  salt: '0123456789abcdef01234567?expires=1735780200&',
  signature,
});

/** The `<altcha-widget>` rendered, once the lazy module has defined (upgraded) it. */
async function upgradedWidget(container: HTMLElement): Promise<HTMLElement> {
  const widget = container.querySelector('altcha-widget');
  if (!(widget instanceof HTMLElement)) throw new Error('no altcha-widget');
  await waitFor(() => expect(customElements.get('altcha-widget')).toBeDefined());
  return widget;
}

/**
 * A widget option as React handed it over: an attribute on an element not yet defined (the
 * first widget, before the module loaded), a property on one already defined (later ones).
 */
function option(widget: HTMLElement, name: 'challenge' | 'configuration' | 'auto'): string {
  return widget.getAttribute(name) ?? String((widget as unknown as Record<string, unknown>)[name]);
}

describe('CaptchaField: ALTCHA', () => {
  it('renders the widget with the challenge JSON and its options, and loads the widget module lazily', async () => {
    const challenge = altcha('a'.repeat(64));
    const { container } = render(
      <CaptchaField challenge={{ provider: 'altcha', challenge }} onToken={() => {}} />,
    );
    const widget = await upgradedWidget(container);
    expect(JSON.parse(option(widget, 'challenge'))).toEqual(challenge);
    expect(JSON.parse(option(widget, 'configuration'))).toEqual(JSON.parse(ALTCHA_CONFIGURATION));
    expect(JSON.parse(ALTCHA_CONFIGURATION)).toMatchObject({ hideFooter: true, hideLogo: true });
    expect(option(widget, 'auto')).toBe('onfocus');
  });

  it('hands the payload of a verified event to onToken, and null when the widget leaves the verified state', async () => {
    const onToken = vi.fn();
    const { container } = render(
      <CaptchaField
        challenge={{ provider: 'altcha', challenge: altcha('b'.repeat(64)) }}
        onToken={onToken}
      />,
    );
    const widget = await upgradedWidget(container);
    onToken.mockClear();
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'eyJzb2x2ZWQiOnRydWV9' } }));
    });
    expect(onToken).toHaveBeenLastCalledWith('eyJzb2x2ZWQiOnRydWV9');
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(onToken).toHaveBeenLastCalledWith(null);
    act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'eyJhZ2FpbiI6MX0=' } }),
      );
    });
    expect(onToken).toHaveBeenLastCalledWith('eyJhZ2FpbiI6MX0=');
  });

  it('starts solving at once when the visitor is already typing in its form (the focus came first)', async () => {
    await import('altcha');
    /** Renders a field into a form, standing a spy in for the widget's verify(). */
    const mount = (signature: string, focused: boolean) => {
      const view = render(
        <form>
          {/* biome-ignore lint/a11y/noAutofocus: the visitor's focus, before the widget mounts */}
          <input aria-label="E-mail" autoFocus={focused} />
          <CaptchaField challenge={{ provider: 'altcha', challenge: altcha(signature) }} onToken={() => {}} />
        </form>,
      );
      const verify = vi.fn(async () => null);
      Object.defineProperty(view.container.querySelector('altcha-widget'), 'verify', { value: verify });
      return { verify, view };
    };
    const typing = mount('f'.repeat(64), true);
    await waitFor(() => expect(typing.verify).toHaveBeenCalledTimes(1));
    typing.view.unmount();
    // Without the focus in its form it waits for one (auto="onfocus").
    (document.activeElement as HTMLElement | null)?.blur();
    const idle = mount('e'.repeat(64), false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle.verify).not.toHaveBeenCalled();
  });

  it('starts a new widget for a new challenge', async () => {
    const first = altcha('d'.repeat(64));
    const second = altcha('e'.repeat(64));
    const { container, rerender } = render(
      <CaptchaField challenge={{ provider: 'altcha', challenge: first }} onToken={() => {}} />,
    );
    const before = await upgradedWidget(container);
    rerender(<CaptchaField challenge={{ provider: 'altcha', challenge: second }} onToken={() => {}} />);
    const after = await upgradedWidget(container);
    expect(after).not.toBe(before);
    expect(JSON.parse(option(after, 'challenge')).signature).toBe(second.signature);
  });
});

/**
 * Stands in for a provider's script: when the field adds the script tag, the test defines
 * `window[provider]` as the real script would and calls the page's `onload` function.
 */
function fakeProvider(provider: CaptchaProvider) {
  const rendered: { container: HTMLElement; params: ProviderRenderParams }[] = [];
  const removed: string[] = [];
  const api: ProviderApi = {
    render(container, params) {
      rendered.push({ container, params });
      return `widget-${rendered.length}`;
    },
    remove: (id) => void removed.push(id),
  };
  const scripts = () =>
    [...document.head.querySelectorAll('script')].filter((s) =>
      s.src.includes(provider === 'hcaptcha' ? 'hcaptcha' : 'turnstile'),
    );
  const loadScript = () => {
    window[provider] = api;
    (window as unknown as Record<string, () => void>)[onloadName(provider)]?.();
  };
  return { rendered, removed, scripts, loadScript };
}

describe.each([
  ['hcaptcha', 'https://js.hcaptcha.com/1/api.js?render=explicit&onload=tubekitCaptchaReady_hcaptcha'],
  [
    'turnstile',
    'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=tubekitCaptchaReady_turnstile',
  ],
] as const)('CaptchaField: %s', (provider, scriptUrl) => {
  afterEach(() => {
    Reflect.deleteProperty(window, provider);
  });

  it('adds the provider script once for two fields, renders each with the site key, and passes tokens and expiry to onToken', async () => {
    const fake = fakeProvider(provider);
    const challenge: CaptchaChallenge = { provider, siteKey: `site-key-${provider}` };
    const tokens: (string | null)[] = [];
    const first = render(<CaptchaField challenge={challenge} onToken={(t) => tokens.push(t)} />);
    const second = render(<CaptchaField challenge={challenge} onToken={() => {}} />);
    expect(fake.scripts().map((s) => s.src)).toEqual([scriptUrl]);
    expect(fake.rendered).toEqual([]);

    await act(async () => fake.loadScript());
    await waitFor(() => expect(fake.rendered).toHaveLength(2));
    const [own] = fake.rendered;
    expect(own?.params).toMatchObject({ sitekey: `site-key-${provider}`, theme: 'dark' });
    expect(first.container.contains(own?.container ?? null)).toBe(true);

    act(() => own?.params.callback('provider-token'));
    act(() => own?.params['expired-callback']());
    expect(tokens).toEqual(['provider-token', null]);

    // A field mounted after the script has loaded renders at once, with no second script.
    const third = render(<CaptchaField challenge={challenge} onToken={() => {}} />);
    await waitFor(() => expect(fake.rendered).toHaveLength(3));
    expect(fake.scripts()).toHaveLength(1);

    first.unmount();
    second.unmount();
    third.unmount();
    expect(fake.removed.sort()).toEqual(['widget-1', 'widget-2', 'widget-3']);
  });
});
