import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout.ts';
import { fakeAccountApi } from './test-account-api.tsx';

function clearLogoutCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resets what the code under test set
  document.cookie = 'logout=; path=/; max-age=0';
}

describe('logout (spec section 4)', () => {
  beforeEach(() => {
    clearLogoutCookie();
    localStorage.setItem('lang', 'en');
  });
  afterEach(clearLogoutCookie);

  it('POSTs logout.php with a fresh logout token first, then sets logout=1, removes lang and goes to /', async () => {
    const cookieAtPost: string[] = [];
    const { api, gets, posts } = fakeAccountApi(() => {
      cookieAtPost.push(document.cookie);
      return { success: true };
    });
    const go = vi.fn();
    await logout(go, api);
    expect(gets).toEqual(['form.php?form=logout']);
    expect(posts).toEqual([{ path: 'logout.php', form: { csrf: 'csrf-1' } }]);
    expect(cookieAtPost).toEqual(['']);
    expect(document.cookie).toContain('logout=1');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });

  it('logs out here and goes home even when the server cannot be reached', async () => {
    const { api } = fakeAccountApi();
    api.get = async () => {
      throw new Error('Network Error');
    };
    const go = vi.fn();
    await logout(go, api);
    expect(document.cookie).toContain('logout=1');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(go).toHaveBeenCalledWith('/');
  });
});
