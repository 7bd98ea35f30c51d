import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { manualClock } from '../../http/clock.ts';
import { createCaptcha } from './create-captcha.ts';
import { thirdPartyCaptcha } from './third-party.ts';

/** What the stand-in siteverify does with the next request. */
type Reply = { status: number; body: string } | 'hang';

/** A local siteverify standing in for the provider's (this machine has no internet). */
let server: Server;
let url: string;
let reply: Reply;
let received: { method: string; type: string; fields: Record<string, string> }[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        type: req.headers['content-type'] ?? '',
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  reply = { status: 200, body: '{"success":true}' };
});

describe.each(['hcaptcha', 'turnstile'] as const)('%s captcha', (provider) => {
  const errors: unknown[] = [];
  const captcha = () =>
    thirdPartyCaptcha({
      provider,
      siteKey: 'site-key-1',
      secret: 'secret-1',
      verifyUrl: url,
      timeoutMs: 300,
      onError: (e) => errors.push(e),
    });

  it('shows the provider widget by its site key', async () => {
    expect(await captcha().challenge()).toEqual({ provider, siteKey: 'site-key-1' });
  });

  it('POSTs exactly secret, response and remoteip, form-encoded, and passes on success: true', async () => {
    expect(await captcha().verify('token-from-widget', '203.0.113.7')).toBe(true);
    expect(received).toEqual([
      {
        method: 'POST',
        type: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: { secret: 'secret-1', response: 'token-from-widget', remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('fails on success: false, a missing success, or success given as a string', async () => {
    for (const body of [
      '{"success":false,"error-codes":["invalid-input-response"]}',
      '{}',
      '{"success":"true"}',
    ]) {
      reply = { status: 200, body };
      expect(await captcha().verify('token', '203.0.113.7')).toBe(false);
    }
  });

  it('fails, and reports why, on an HTTP 500, a body that is not JSON, and no answer within the timeout', async () => {
    errors.length = 0;
    reply = { status: 500, body: '{"success":true}' };
    expect(await captcha().verify('token', '203.0.113.7')).toBe(false);
    reply = { status: 200, body: '<html>' };
    expect(await captcha().verify('token', '203.0.113.7')).toBe(false);
    reply = 'hang';
    const started = Date.now();
    expect(await captcha().verify('token', '203.0.113.7')).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(errors).toHaveLength(3);
    expect(String(errors[0])).toMatch(/HTTP 500/);
  });

  it('fails on a network error (nothing listening) without throwing', async () => {
    const closed = thirdPartyCaptcha({
      provider,
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
    });
    expect(await closed.verify('token', '203.0.113.7')).toBe(false);
  });

  it('refuses an empty or oversized token without asking the provider', async () => {
    expect(await captcha().verify('', '203.0.113.7')).toBe(false);
    expect(await captcha().verify('x'.repeat(20_000), '203.0.113.7')).toBe(false);
    expect(received).toEqual([]);
  });
});

describe('createCaptcha', () => {
  const base = { TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data' };

  it('makes ALTCHA challenges by default', async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const captcha = createCaptcha({ config: loadConfig(base), db, clock: manualClock() });
    expect((await captcha.challenge()).provider).toBe('altcha');
    await db.close();
  });

  it('asks the siteverify of CAPTCHA_VERIFY_URL with CAPTCHA_SECRET for a third-party provider', async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      ...base,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: '0x4AAA-site',
      CAPTCHA_SECRET: '0x4AAA-secret',
      CAPTCHA_VERIFY_URL: url,
    });
    const captcha = createCaptcha({ config, db, clock: manualClock() });
    expect(await captcha.challenge()).toEqual({ provider: 'turnstile', siteKey: '0x4AAA-site' });
    expect(await captcha.verify('tok', '198.51.100.1')).toBe(true);
    expect(received.map((r) => r.fields)).toEqual([
      { secret: '0x4AAA-secret', response: 'tok', remoteip: '198.51.100.1' },
    ]);
    await db.close();
  });

  it('asks the providers’ documented siteverify URLs without CAPTCHA_VERIFY_URL', async () => {
    const asked: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return new Response('{"success":true}', { status: 200 });
    });
    try {
      for (const provider of ['hcaptcha', 'turnstile'] as const) {
        const config = loadConfig({
          ...base,
          CAPTCHA_PROVIDER: provider,
          CAPTCHA_SITE_KEY: 'k',
          CAPTCHA_SECRET: 's',
        });
        const db = await openDatabase({ sqlitePath: ':memory:' });
        expect(await createCaptcha({ config, db, clock: manualClock() }).verify('tok', '198.51.100.1')).toBe(
          true,
        );
        await db.close();
      }
    } finally {
      fetchSpy.mockRestore();
    }
    expect(asked).toEqual([
      'https://api.hcaptcha.com/siteverify',
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    ]);
  });
});
