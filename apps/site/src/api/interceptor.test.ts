import axios, { type AxiosAdapter, AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationsStore } from '../state/notifications.ts';
import { createBrowserTransport } from './browser-transport.ts';
import { noticesForAnswer } from './interceptor.ts';

function transportAnswering(adapter: AxiosAdapter) {
  return createBrowserTransport(async () => axios.create({ adapter }));
}

const answer =
  (status: number, data: unknown): AxiosAdapter =>
  async (config) => ({ data, status, statusText: '', headers: {}, config });

describe('response interceptor', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('turns an error answer whose field is notify into a translated error notice', () => {
    expect(noticesForAnswer({ error: true, code: 'notify.vote_already_voted', field: 'notify' })).toEqual([
      { type: 'error', text: 'You have already voted' },
    ]);
    expect(
      noticesForAnswer({
        error: true,
        codes: [
          { field: 'notify', code: 'notify.add_to_watch_later_already_added', info: { title: 'Clip 7' } },
          { field: 'usr', code: 'required' },
        ],
      }),
    ).toEqual([{ type: 'error', text: 'Clip 7 is already in Watch later' }]);
  });

  it('leaves the notify codes of account answers to the account form that sent the call', () => {
    for (const code of ['too_many_attempts', 'email_not_confirmed', 'form_expired'])
      expect(noticesForAnswer({ error: true, codes: [{ field: 'notify', code }] })).toEqual([]);
    expect(noticesForAnswer({ error: true, codes: [{ field: 'notify', code: 'no_such_code' }] })).toEqual([
      { type: 'error', text: 'no_such_code' },
    ]);
  });

  it('ignores successful answers, other fields and non-objects', () => {
    expect(noticesForAnswer({ videos: [] })).toEqual([]);
    expect(noticesForAnswer({ error: true, code: 'not_found' })).toEqual([]);
    expect(noticesForAnswer({ error: true, code: 'required', field: 'usr' })).toEqual([]);
    expect(noticesForAnswer(null)).toEqual([]);
    expect(noticesForAnswer('text')).toEqual([]);
  });

  it('resolves error answers of any status as data and shows the notify notice', async () => {
    const api = transportAnswering(answer(400, { error: true, code: 'notify.error_login', field: 'notify' }));
    await expect(api.get('json/x.json')).resolves.toEqual({
      error: true,
      code: 'notify.error_login',
      field: 'notify',
    });
    expect(notificationsStore.getState().items.map((n) => [n.type, n.text])).toEqual([
      ['error', 'Incorrect login or password'],
    ]);
  });

  it('passes network errors through unchanged, with no notice', async () => {
    const failure = new AxiosError('Network Error', 'ERR_NETWORK');
    const api = transportAnswering(async () => {
      throw failure;
    });
    await expect(api.get('json/x.json')).rejects.toBe(failure);
    expect(notificationsStore.getState().items).toEqual([]);
  });

  it('posts form-encoded bodies with baseURL /', async () => {
    let seen: { url?: string; data?: unknown; baseURL?: string; type?: unknown } = {};
    const api = transportAnswering(async (config) => {
      seen = {
        url: config.url,
        data: config.data,
        baseURL: config.baseURL,
        type: config.headers['Content-Type'],
      };
      return { data: { ok: true }, status: 200, statusText: '', headers: {}, config };
    });
    await expect(api.post('input.php', { act: 'vote', vote: 1 })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({
      url: 'input.php',
      data: 'act=vote&vote=1',
      baseURL: '/',
      type: 'application/x-www-form-urlencoded',
    });
  });
});
