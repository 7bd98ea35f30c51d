import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../test/test-app.ts';

/** What Fastify itself raises, before or around a handler, on the real app. */
describe("Fastify's own errors on the app", () => {
  const fx = suiteTestApp();

  const post = (contentType: string, payload: string) =>
    fx.app.inject({ method: 'POST', url: '/input.php', headers: { 'content-type': contentType }, payload });

  it('answers each with its status and the {error, code} shape', async () => {
    const cases: [string, () => Promise<LightMyRequestResponse>, number, string][] = [
      ['bad percent-encoding', () => fx.app.inject('/json/video/%zz'), 400, 'invalid_path'],
      [
        'bad encoding on a page',
        () => fx.app.inject({ url: '/videos/%E2%80/', headers: { accept: 'text/html' } }),
        400,
        'invalid_path',
      ],
      [
        'a segment over maxParamLength (the catch-all)',
        () => fx.app.inject(`/embed/${'9'.repeat(1200)}/`),
        404,
        'not_found',
      ],
      ['malformed JSON', () => post('application/json', '{nope'), 400, 'invalid_param'],
      ['an empty JSON body', () => post('application/json', ''), 400, 'invalid_param'],
      ['an unknown content type', () => post('application/x-unknown', 'x'), 415, 'unsupported_media_type'],
      [
        'a body over the limit',
        () => post('application/json', `"${'a'.repeat(1_100_000)}"`),
        413,
        'payload_too_large',
      ],
      [
        'a method the path lacks',
        () => fx.app.inject({ method: 'PATCH', url: '/input.php' }),
        405,
        'method_not_allowed',
      ],
    ];
    for (const [what, send, status, code] of cases) {
      const res = await send();
      expect([what, res.statusCode, res.headers['content-type']]).toEqual([
        what,
        status,
        'application/json; charset=utf-8',
      ]);
      expect([what, res.json()]).toEqual([what, { error: true, code }]);
    }
  });
});
