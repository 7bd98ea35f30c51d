// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { waitForAge } from './age-gate.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('embed age interstitial', () => {
  it('resolves at once when the server rendered no interstitial', async () => {
    document.body.innerHTML = '<div class="te-stage"></div>';
    await expect(waitForAge(document)).resolves.toBeUndefined();
  });

  it('lets the visitor play after accepting even when the cookie cannot be stored', async () => {
    document.body.className = 'te age-verification';
    document.body.innerHTML =
      '<div class="te-age"><button type="button">I am 18 or older - Enter</button></div>';
    // A browser that blocks third-party cookies: writes are dropped (or throw).
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new Error('blocked');
      },
    });
    let played = false;
    const ready = waitForAge(document).then(() => {
      played = true;
    });
    await Promise.resolve();
    expect(played).toBe(false);
    document.querySelector('button')?.click();
    await ready;
    expect(played).toBe(true);
    expect(document.querySelector('.te-age')).toBeNull();
    expect(document.body.classList.contains('age-verification')).toBe(false);
    Reflect.deleteProperty(document, 'cookie');
  });
});
