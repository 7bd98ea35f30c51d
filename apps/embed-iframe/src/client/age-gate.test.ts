// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { waitForAge } from './age-gate.ts';
import { AGE_STORAGE_KEY } from './age-memory.ts';

const GATE = '<div class="te-age"><button type="button">I am 18 or older - Enter</button></div>';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  localStorage.clear();
});

describe('embed age interstitial', () => {
  it('resolves at once when the server rendered no interstitial', async () => {
    document.body.innerHTML = '<div class="te-stage"></div>';
    await expect(waitForAge(document)).resolves.toBeUndefined();
  });

  it('lets the visitor play after accepting even when the cookie cannot be stored', async () => {
    document.body.className = 'te age-verification';
    document.body.innerHTML = GATE;
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
    expect(localStorage.getItem(AGE_STORAGE_KEY)).toBe('1');
    Reflect.deleteProperty(document, 'cookie');
  });

  it('does not ask again when the frame storage remembers an earlier answer (issue 19: asked on every visit)', async () => {
    localStorage.setItem(AGE_STORAGE_KEY, '1');
    document.body.className = 'te age-verification';
    document.body.innerHTML = GATE;
    await expect(waitForAge(document)).resolves.toBeUndefined();
    expect(document.querySelector('.te-age')).toBeNull();
    expect(document.body.classList.contains('age-verification')).toBe(false);
  });
});
