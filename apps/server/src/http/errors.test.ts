import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@tubekit/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { ApiError, ERROR_CATALOGUE } from './errors.ts';
import { installHttp } from './install.ts';

const SRC = join(import.meta.dirname, '..');

/** A Fastify app with the error handlers and a route for each way a handler fails. */
async function build() {
  const app = Fastify();
  installHttp(app, manualClock());
  app.get('/api-error', async () => {
    throw new ApiError('invalid_param', 'page');
  });
  app.get('/crash', async () => {
    throw new Error('secret detail');
  });
  app.post('/body', async (request) => request.body);
  await app.ready();
  return app;
}

type ErrorsApp = Awaited<ReturnType<typeof build>>;

/** POSTs `payload` as `contentType` to the route that echoes its parsed body. */
function postBody(app: ErrorsApp, contentType: string, payload: string) {
  return app.inject({ method: 'POST', url: '/body', headers: { 'content-type': contentType }, payload });
}

/** Every non-test source file of the server. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('ERROR_CATALOGUE', () => {
  it('documents every code with a 2xx-5xx status and a description', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[a-z_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(200);
      expect(entry.status).toBeLessThan(600);
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });

  it("holds the contract's codes, no more and no fewer", () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('has no code that no route or hook answers (forbidden had none)', async () => {
    // A route or hook answers a code by naming it, quoted (a throw, a send, a mapping), in a
    // source other than this catalogue's own file: its status mapping names codes for any
    // Fastify error, which says nothing about whether one is ever raised.
    const text = sources(SRC)
      .filter((f) => !f.endsWith(join('http', 'errors.ts')))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // The codes only this file's handlers answer, exercised: a body of a type nobody reads,
    // and a fault.
    const app = await build();
    const handled = [await postBody(app, 'application/x-unknown', 'x'), await app.inject('/crash')].map(
      (res) => res.json().code,
    );
    await app.close();
    expect(handled).toEqual(['unsupported_media_type', 'internal']);
    const unanswered = ERROR_CODES.filter((code) => !text.includes(`'${code}'`) && !handled.includes(code));
    expect(unanswered).toEqual([]);
  });
});

describe('error handlers', () => {
  let app: ErrorsApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('answers ApiError with its catalogue status and field', async () => {
    const res = await app.inject('/api-error');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_param', field: 'page' });
  });

  it('answers a fault with 500 internal and no stack or message', async () => {
    const res = await app.inject('/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: true, code: 'internal' });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown paths 404 not_found and a malformed JSON body 400', async () => {
    const missing = await app.inject('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, code: 'not_found' });
    const bad = await postBody(app, 'application/json', '{nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, code: 'invalid_param' });
    const type = await postBody(app, 'application/x-unknown', 'x');
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({ error: true, code: 'unsupported_media_type' });
  });
});
