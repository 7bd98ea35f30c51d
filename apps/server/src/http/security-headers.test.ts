import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { ApiError, frameworkErrors } from './errors.ts';
import { installHttp } from './install.ts';
import {
  DEFAULT_CSP,
  installSecurityHeaders,
  newNonce,
  pageCsp,
  REFERRER_POLICY,
  usePageNonce,
} from './security-headers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installHttp(app, manualClock());
  installSecurityHeaders(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new ApiError('invalid_param', 'id');
  });
  app.get('/crashes', async () => {
    throw new Error('boom');
  });
  app.get('/moved', async (_request, reply) => reply.redirect('/json', 301));
  app.get('/file', async (_request, reply) =>
    reply.type('text/plain').send(createReadStream(fileURLToPath(import.meta.url))),
  );
  app.get('/page', async (_request, reply) => {
    const nonce = usePageNonce(reply);
    return reply.type('text/html').send(`<script nonce="${nonce}">1</script>`);
  });
  app.get('/embed', async (_request, reply) => {
    usePageNonce(reply, { frameable: true });
    return reply.header('referrer-policy', 'strict-origin').type('text/html').send('<p>embed</p>');
  });
  app.get('/sandboxed', async (_request, reply) =>
    reply.header('content-security-policy', 'sandbox').type('image/svg+xml').send('<svg/>'),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('security headers on every answer', () => {
  it('gives JSON, errors, 404s, 500s, redirects and streamed files nosniff, the referrer policy and a script-free CSP (issue 25: no security headers)', async () => {
    for (const url of ['/json', '/fails', '/crashes', '/no/such/path', '/moved', '/file']) {
      const res = await app.inject({ url });
      expect([url, res.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
      expect([url, res.headers['referrer-policy']]).toEqual([url, REFERRER_POLICY]);
      expect([url, res.headers['content-security-policy']]).toEqual([url, DEFAULT_CSP]);
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'SAMEORIGIN']);
    }
    // A method Fastify itself refuses goes through the same hook.
    const options = await app.inject({ method: 'DELETE', url: '/json' });
    expect(options.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a page its own nonce policy, and lets only a frameable page drop X-Frame-Options', async () => {
    const page = await app.inject({ url: '/page' });
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toBe(`<script nonce="${nonce}">1</script>`);
    expect(page.headers['content-security-policy']).toBe(pageCsp(nonce ?? ''));
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const embed = await app.inject({ url: '/embed' });
    expect(embed.headers['content-security-policy']).toMatch(/; frame-ancestors \*$/);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // A route's own stricter referrer policy stands.
    expect(embed.headers['referrer-policy']).toBe('strict-origin');
  });

  it("completes a route's policy that says nothing of framing with frame-ancestors 'self'", async () => {
    const res = await app.inject({ url: '/sandboxed' });
    expect(res.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('security headers before routing', () => {
  it('gives a URL Fastify cannot decode (frameworkErrors, which skip the hooks) the same headers', async () => {
    const bare = Fastify({ frameworkErrors });
    installHttp(bare, manualClock());
    installSecurityHeaders(bare);
    bare.get('/json/*', async () => ({ ok: true }));
    const res = await bare.inject({ url: '/json/%zz' });
    expect(res.statusCode).toBe(400);
    expect([res.headers['x-content-type-options'], res.headers['content-security-policy']]).toEqual([
      'nosniff',
      DEFAULT_CSP,
    ]);
    await bare.close();
  });
});

describe('page policy', () => {
  it('runs only nonced scripts and what they load, no plugins, no foreign <base>, and restricts no ad origins', () => {
    const csp = pageCsp('abc');
    expect(csp).toBe(
      "script-src 'self' 'nonce-abc' 'strict-dynamic'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
    // Ad servers, VAST media and the pause ad come from third parties.
    expect(csp).not.toMatch(/default-src|img-src|media-src|connect-src|frame-src/);
    expect(pageCsp('abc', { frameable: true })).toMatch(/; frame-ancestors \*$/);
  });

  it('draws a fresh 128-bit nonce for every response', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
