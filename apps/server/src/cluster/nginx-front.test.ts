import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNginxPrefix } from '../../../../deploy/render-nginx.mjs';
import {
  nginxMissing,
  type RunningNginx,
  startNginx,
  testNginxConfig,
} from '../../../../deploy/run-nginx.mjs';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { CONTENT_LIMIT } from '../media/routes.ts';
import { signMediaUrl } from '../media/signing.ts';
import { seedOneVideo } from '../test/listening-app.ts';
import { listenLocal } from '../test/raw-http.ts';
import { freePort } from './redis-test-kit.ts';

/**
 * deploy/nginx/tubekit.conf as rendered by deploy/render-nginx.mjs, run by Debian's nginx in
 * front of two apps on loopback: the apps are this process's (each over its own in-memory
 * database with the same seed), so "killing" one closes its socket and every connection.
 */
const SECRET = 'nginx-front-test-secret-0123';
const OPENSSL = '/usr/bin/openssl';
const SITE_CLIENT = join(REPO_ROOT, 'apps/site/dist/client');
const MP4 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a fresh connection, the answer's body as bytes (no decompression). */
function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  upload?: { method: string; body: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const method = upload?.method ?? 'GET';
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(upload?.body);
  });
}

const PAGE = { accept: 'text/html', cookie: '_agev=1' };

describe.skipIf(nginxMissing() !== null)('nginx in front of two apps (deploy/nginx)', () => {
  const apps: { app: FastifyInstance; db: Db; port: number }[] = [];
  let nginx: RunningNginx;
  let dir = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tubekit-nginx-front-'));
    // nginx's workers (nobody when the tests run as root) read the media below it.
    chmodSync(dir, 0o755);
    const mediaRoot = join(dir, 'media');
    mkdirSync(join(mediaRoot, '7'), { recursive: true });
    writeFileSync(join(mediaRoot, '7/7_sd.mp4'), MP4);
    const nginxPort = await freePort();
    const config = loadConfig({
      TUBEKIT_SECRET: SECRET,
      TUBEKIT_DATA_DIR: join(dir, 'data'),
      TUBEKIT_MEDIA_ROOT: mediaRoot,
      TUBEKIT_MEDIA_ACCEL: '/_media/',
      TUBEKIT_TRUST_PROXY: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${nginxPort}`,
    });
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ sqlitePath: ':memory:' });
      await seedOneVideo(db);
      const app = await buildApp({ db, config });
      apps.push({ app, db, port: await listenLocal(app) });
    }
    nginx = await startNginx({
      port: nginxPort,
      prefix: join(dir, 'nginx'),
      upstreams: apps.map((a) => `127.0.0.1:${a.port}`),
      appDir: REPO_ROOT,
      mediaRoot,
    });
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const { app, db } of apps) {
      await app.close();
      await db.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  // A placeholder certificate comes from openssl (Node cannot make one); Debian's nginx does not pull it in.
  it.skipIf(!existsSync(OPENSSL))(
    'nginx -t accepts the production render: TLS block, plain HTTP redirecting to it',
    async () => {
      const prefix = join(dir, 'tls');
      mkdirSync(prefix);
      // nginx -t loads the certificate; nothing connects.
      execFileSync(
        OPENSSL,
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
          ...['-keyout', join(prefix, 'key.pem'), '-out', join(prefix, 'cert.pem')],
        ],
        { stdio: 'ignore' },
      );
      const written = writeNginxPrefix(prefix, {
        upstreams: ['10.0.0.11:3000', '10.0.0.12:3000'],
        serverName: 'tube.example www.tube.example',
        httpListen: '127.0.0.1:1',
        https: {
          listen: '127.0.0.1:2',
          certificate: join(prefix, 'cert.pem'),
          certificateKey: join(prefix, 'key.pem'),
        },
        appDir: '/srv/tubekit',
        mediaRoot: '/srv/tubekit-data/media',
      });
      expect(await testNginxConfig(written)).toMatch(/test is successful/);
      const site = readFileSync(join(prefix, 'tubekit.conf'), 'utf8');
      expect(site).toMatch(/listen 127\.0\.0\.1:2 ssl http2;/);
      expect(site).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
      expect(site).toMatch(/server 10\.0\.0\.12:3000 max_fails=3 fail_timeout=10s;/);
    },
  );

  it('proxies pages to the apps', async () => {
    const home = await get(nginx.origin, '/', PAGE);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body.toString()).toMatch(/<html/);
  });

  it('sends a signed media file itself after the app checked it, with Range', async () => {
    const url = signMediaUrl('7/7_sd.mp4', Math.floor(Date.now() / 1000) + 600, SECRET);
    const part = await get(nginx.origin, url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.body.equals(MP4.subarray(100, 200))).toBe(true);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['cache-control']).toMatch(/^public, max-age=(600|599)$/);
    // nginx answered, not Node: the internal location is reached only through the app.
    expect(part.headers['x-accel-redirect']).toBeUndefined();
    const whole = await get(nginx.origin, url);
    expect(whole.status).toBe(200);
    expect(whole.body.equals(MP4)).toBe(true);
    expect((await get(nginx.origin, '/_media/7/7_sd.mp4')).status).toBe(404);
  });

  it("refuses an unsigned or expired media URL with the app's 403", async () => {
    const unsigned = await get(nginx.origin, '/media/7/7_sd.mp4');
    expect(unsigned.status).toBe(403);
    expect(JSON.parse(unsigned.body.toString())).toEqual({ error: true, code: 'invalid_signature' });
    const expired = await get(
      nginx.origin,
      signMediaUrl('7/7_sd.mp4', Math.floor(Date.now() / 1000) - 1, SECRET),
    );
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.body.toString())).toEqual({ error: true, code: 'expired_url' });
  });

  it("serves the site build's hashed assets from disk: immutable, the build's .gz bytes", async () => {
    const gz = readdirSync(join(SITE_CLIENT, 'assets')).find((f) => f.endsWith('.js.gz'));
    if (!gz) throw new Error('the site build has no .js.gz asset');
    const file = gz.slice(0, -'.gz'.length);
    const zipped = await get(nginx.origin, `/static/assets/${file}`, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.equals(readFileSync(join(SITE_CLIENT, 'assets', gz)))).toBe(true);
    // nginx's ETag ("<mtime>-<size>" in hex), not the app's (which names the encoding).
    expect(zipped.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const plain = await get(nginx.origin, `/static/assets/${file}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(SITE_CLIENT, 'assets', file)))).toBe(true);
  });

  it("answers a missing asset with the app's JSON 404", async () => {
    const missing = await get(nginx.origin, '/static/assets/nothing-ABCDEFGH.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: true, code: 'not_found' });
  });

  it("takes a body of 11 MiB (a 10 MiB picture form, an 8 MiB tus chunk) and refuses one byte more in the app's shape", async () => {
    const limit = 11 * 1024 * 1024;
    const octets = { 'content-type': 'application/octet-stream' };
    const atLimit = await get(nginx.origin, '/no-such-form', octets, {
      method: 'POST',
      body: Buffer.alloc(limit),
    });
    expect(atLimit.status).not.toBe(413);
    const over = await get(nginx.origin, '/no-such-form', octets, {
      method: 'POST',
      body: Buffer.alloc(limit + 1),
    });
    expect(over.status).toBe(413);
    expect(over.headers['content-type']).toBe('application/json');
    expect(JSON.parse(over.body.toString())).toEqual({ error: true, code: 'payload_too_large' });
  });

  it('keeps answering every request when one app is gone (failover to the other)', async () => {
    const gone = apps[0];
    if (!gone) throw new Error('no app');
    gone.app.server.closeAllConnections();
    await gone.app.close();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await get(nginx.origin, '/', PAGE)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    // nginx did meet the dead one (and went on to the other).
    expect(nginx.errorLog()).toMatch(new RegExp(`connect\\(\\) failed .*127\\.0\\.0\\.1:${gone.port}`));
  });

  it('sends the address it saw as X-Forwarded-For, dropping what the client claimed', async () => {
    // /content/ allows 30 requests a minute per address (CONTENT_LIMIT). Were the claimed
    // addresses passed on, each request would be a new client (this one is on a trusted
    // address); nginx replaces them, so they all count for 127.0.0.1 on the app left.
    const statuses: number[] = [];
    for (let i = 1; i <= CONTENT_LIMIT.max + 1; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await get(nginx.origin, '/content/999999.mp4', spoofed)).status);
    }
    expect(statuses.slice(0, CONTENT_LIMIT.max)).toEqual(Array(CONTENT_LIMIT.max).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers 503 unavailable in the app's shape once no app is left", async () => {
    const last = apps[1];
    if (!last) throw new Error('no app');
    last.app.server.closeAllConnections();
    await last.app.close();
    const answer = await get(nginx.origin, '/', PAGE);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body.toString())).toEqual({ error: true, code: 'unavailable' });
  });
});
