import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { installHttp } from '../http/install.ts';
import { registerStaticFiles } from './static-files.ts';

const JS = 'assets/entry-Ab12Cd34.js';
const STALE = 'assets/stale-Ab12Cd34.css';
const body = Buffer.from(`export const cards = ${JSON.stringify('card '.repeat(400))};\n`);

/** A client build: a hashed chunk with its .br/.gz, a stylesheet whose .br predates it, a picture. */
function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, JS), body);
  writeFileSync(join(dir, `${JS}.br`), brotliCompressSync(body));
  writeFileSync(join(dir, `${JS}.gz`), gzipSync(body, { level: 9 }));
  writeFileSync(join(dir, `${STALE}.br`), brotliCompressSync('old'));
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, `${STALE}.br`), past, past);
  writeFileSync(join(dir, STALE), 'body{color:red}'.repeat(100));
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2000, 1));
  return dir;
}

describe('static files of the client build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installHttp(app, manualClock());
    const dir = clientBuild();
    registerStaticFiles(app, () => dir);
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('sends the precompressed br, else gzip, else the file, each with its length, Vary and an ETag of its own', async () => {
    const br = await get(`/static/${JS}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(`/static/${JS}`, { 'accept-encoding': 'gzip' });
    const plain = await get(`/static/${JS}`);
    expect([br, gz, plain].map((r) => r.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    for (const r of [br, gz, plain]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers.vary).toBe('accept-encoding');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
    }
    expect(plain.rawPayload.equals(body)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(body.length / 10);
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('follows the q-values: gzip when the client ranks it above br, the file for identity alone', async () => {
    const gz = await get(`/static/${JS}`, { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await get(`/static/${JS}`, { 'accept-encoding': 'identity, br;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to the ETag of the encoding asked for, with the same Vary and ETag, and 200 to another', async () => {
    const br = await get(`/static/${JS}`, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    const again = await get(`/static/${JS}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('accept-encoding');
    const gz = await get(`/static/${JS}`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('never sends a precompressed file older than its source (a stale .br of a replaced file)', async () => {
    const css = await get(`/static/${STALE}`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toContain('body{color:red}');
    expect(css.headers.vary).toBe('accept-encoding');
  });

  it('sends pictures as they are, without Vary, and HEAD with the length and no body', async () => {
    const png = await get('/static/logo.png', { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=3600');
    const head = await app.inject({
      method: 'HEAD',
      url: `/static/${JS}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers the JSON 404 outside the build, for the manifest folder and for a .br asked by name of a missing file', async () => {
    for (const url of [
      '/static/../package.json',
      '/static/%2e%2e/x',
      '/static/.vite/manifest.json',
      '/static/nope.js',
    ])
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
  });
});
