import { describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { FormUnavailableError, requestForm, sendAccountForm } from './form-session.ts';
import { fakeAccountApi } from './test-account-api.tsx';

const expired = { error: true, codes: [{ field: 'notify', code: 'form_expired' }] };

function tokensOf(api: ApiTransport) {
  let current: ReturnType<typeof requestForm> | null = null;
  const renew = () => {
    current = requestForm(api, 'login');
    return current;
  };
  return { current: () => current ?? renew(), renew };
}

describe('form tokens (form.php) and sending an account form', () => {
  it('asks form.php for the named form and reads its token and captcha', async () => {
    const { api, gets } = fakeAccountApi();
    await expect(requestForm(api, 'restore')).resolves.toMatchObject({
      csrf: 'csrf-1',
      captcha: { provider: 'altcha' },
    });
    await expect(requestForm(api, 'login')).resolves.toEqual({ csrf: 'csrf-2', captcha: null });
    expect(gets).toEqual(['form.php?form=restore', 'form.php?form=login']);
  });

  it('refuses an answer without a token (form.php missing or refusing)', async () => {
    const api: ApiTransport = {
      get: async () => ({ error: true, code: 'not_found' }) as never,
      post: async () => ({}) as never,
    };
    await expect(requestForm(api, 'login')).rejects.toBeInstanceOf(FormUnavailableError);
  });

  it('form_expired: gets a new token and resends once with it', async () => {
    const { api, gets, posts } = fakeAccountApi((_sent, i) => (i === 0 ? expired : { success: true }));
    await expect(sendAccountForm(api, 'login.php', { usr: 'ann' }, tokensOf(api))).resolves.toEqual({
      success: true,
    });
    expect(gets).toHaveLength(2);
    expect(posts.map((p) => p.form)).toEqual([
      { usr: 'ann', csrf: 'csrf-1' },
      { usr: 'ann', csrf: 'csrf-2' },
    ]);
  });

  it('form_expired twice: the second refusal is the answer, no third send', async () => {
    const { api, posts } = fakeAccountApi(() => expired);
    await expect(sendAccountForm(api, 'login.php', {}, tokensOf(api))).resolves.toEqual(expired);
    expect(posts).toHaveLength(2);
  });
});
