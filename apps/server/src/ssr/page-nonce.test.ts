import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { manualClock } from '../http/clock.ts';
import { withPageNonce } from './page-nonce.ts';
import { renderedVideoPages } from './test-rendered-pages.ts';

const doc = (body: string) => (nonce: string) => `<script nonce="${nonce}">go()</script><p>${body}</p>`;

describe('a page nonce', () => {
  it('is the same for the same document and secret, and goes into every nonce attribute', () => {
    const one = withPageNonce(doc('hello'), 'secret-a');
    expect(withPageNonce(doc('hello'), 'secret-a')).toEqual(one);
    expect(one.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(one.html).toBe(`<script nonce="${one.nonce}">go()</script><p>hello</p>`);
  });

  it('changes with any byte of the document and with the secret', () => {
    const one = withPageNonce(doc('hello'), 'secret-a').nonce;
    expect(withPageNonce(doc('hellp'), 'secret-a').nonce).not.toBe(one);
    expect(withPageNonce(doc('hello'), 'secret-b').nonce).not.toBe(one);
  });

  it("leaves content that spells the slot as it is (escaped text and a script's JSON)", () => {
    const stored = '<p>nonce=&quot;tkNonceSlot&quot;</p><script>x={"a":" nonce=\\"tkNonceSlot\\""}</script>';
    const { html, nonce } = withPageNonce(doc(stored), 'secret-a');
    expect(html.endsWith(`<p>${stored}</p>`)).toBe(true);
    expect(html.split(nonce)).toHaveLength(2);
  });

  it('is random per render without a secret', () => {
    expect(withPageNonce(doc('x'), undefined).nonce).not.toBe(withPageNonce(doc('x'), undefined).nonce);
  });
});

describe('pages from two server processes', () => {
  let db: Db;
  let videoId = 0;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ({ db, videoId } = await renderedVideoPages());
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    // Two apps over one database with one secret, as two processes of `pnpm start`; they
    // render at different moments of one signed URLs' step.
    for (const at of [Date.UTC(2025, 0, 2, 10, 0, 1), Date.UTC(2025, 0, 2, 10, 0, 40)]) {
      const app = await buildApp({ db, config, clock: manualClock(at) });
      await app.ready();
      apps.push(app);
    }
  }, 300_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  it('come out byte for byte the same, so one answers 304 to the ETag of the other', async () => {
    for (const url of ['/', `/video/${videoId}/sunset-clip/`]) {
      const headers = { accept: 'text/html', 'accept-encoding': 'gzip' };
      const [a, b] = await Promise.all(apps.map((app) => app.inject({ url, headers })));
      expect(a?.statusCode).toBe(200);
      expect(b?.rawPayload.equals(a?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      expect(b?.headers.etag).toBe(a?.headers.etag);
      expect(b?.headers['content-security-policy']).toBe(a?.headers['content-security-policy']);
      const again = await apps[1]?.inject({
        url,
        headers: { ...headers, 'if-none-match': String(a?.headers.etag) },
      });
      expect(again?.statusCode).toBe(304);
    }
  });
});
