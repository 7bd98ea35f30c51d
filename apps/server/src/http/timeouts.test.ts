import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';

/** Writes `head` on a raw socket and resolves with everything the server sent until it closed. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('slow clients are timed out', () => {
  let db: Db;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
    });
    app = await buildApp({ db, config, timeouts: { headersMs: 300, requestMs: 600 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a client that sends 8 bytes of a 1,000-byte body gets 408 and its connection closed', async () => {
    const head =
      'POST /input.php HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nact=view';
    const answer = await rawExchange(port, head);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client that never finishes its headers gets 408 and its connection closed', async () => {
    const answer = await rawExchange(port, 'GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('the production limits are bounded: headers 10 s, whole request 30 s', async () => {
    const { REQUEST_TIMEOUTS } = await import('./timeouts.ts');
    expect(REQUEST_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000 });
  });
});
