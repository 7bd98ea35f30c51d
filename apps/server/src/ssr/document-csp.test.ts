import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { DEFAULT_CSP, pageCsp, REFERRER_POLICY } from '../http/security-headers.ts';
import { suiteTestApp } from '../test/test-app.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The nonce of a page answer's policy, after checking the policy is the page policy. */
function nonceOf(headers: Record<string, unknown>): string {
  const csp = String(headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  expect(csp).toBe(pageCsp(nonce));
  return nonce;
}

describe('Content-Security-Policy of the server-rendered pages', () => {
  let videoPage = '';
  beforeAll(() => {
    execFileSync('node', [join(REPO_ROOT, 'apps/site/scripts/build-if-stale.mjs')], { stdio: 'pipe' });
  }, 300_000);
  const fx = suiteTestApp(async (db) => {
    const id = await insertVideo(db, { dir: 'csp-clip' });
    videoPage = `/video/${id}/csp-clip/`;
  });

  it('gives every script and modulepreload of a page the nonce of its policy, each document its own (issue 25: no CSP)', async () => {
    const seen = new Set<string>();
    for (const url of ['/', videoPage, '/no-such-page/', '/']) {
      const res = await fx.app.inject({ url, headers: html });
      expect([url, res.headers['content-type']]).toEqual([url, 'text/html; charset=utf-8']);
      const nonce = nonceOf(res.headers);
      seen.add(nonce);
      const body = res.body;
      // JSON-LD is data, never run: only elements a browser would execute need the nonce.
      const scripts = [...body.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThanOrEqual(2); // the entry module and the hydration data
      for (const tag of scripts)
        expect([url, tag]).toEqual([url, expect.stringContaining(` nonce="${nonce}"`)]);
      for (const [tag] of body.matchAll(/<link rel="modulepreload"[^>]*>/g))
        expect(tag).toContain(` nonce="${nonce}"`);
      expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      // No inline event handler or javascript: URL a nonce could not cover.
      expect(body).not.toMatch(/\son[a-z]+=|javascript:/i);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe(REFERRER_POLICY);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // The second '/' is the page cache's copy: its document and its policy keep the nonce of
    // the render they came from (README "Page cache"); every other document has its own.
    expect(seen.size).toBe(3);
  });

  it('leaves redirects, files and API answers the script-free policy with nosniff', async () => {
    const page = await fx.app.inject({ url: '/', headers: html });
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(page.body)?.[1] ?? '';
    for (const url of ['/videos', entry, '/robots.txt', '/json/no/such/', '/media/1/scr.jpg']) {
      const res = await fx.app.inject({ url, headers: html });
      expect([url, res.headers['content-security-policy'], res.headers['x-content-type-options']]).toEqual([
        url,
        DEFAULT_CSP,
        'nosniff',
      ]);
    }
    // nosniff makes browsers trust the declared type: scripts must be served as JavaScript.
    expect((await fx.app.inject({ url: entry })).headers['content-type']).toMatch(/^text\/javascript/);
  });
});
