import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, seedOneVideo } from '../test/listening-app.ts';
import { type RawAnswer, rawGet } from '../test/raw-http.ts';
import { ERROR_CATALOGUE } from './errors.ts';
import { familyRequest, type GeneratedRequest, generatedUrls, URL_FAMILIES } from './generated-urls.ts';

/** A Location of ours: exactly one leading '/', printable ASCII, no '\'. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/** What every answer must be, whatever the request. */
function checkAnswer(request: GeneratedRequest, res: RawAnswer): void {
  const what = `${request.html ? 'html' : 'json'} GET ${request.url}`;
  expect(res.status, what).toBeGreaterThanOrEqual(200);
  expect(res.status, what).toBeLessThan(500);
  const location = res.headers.location;
  if (location !== undefined) expect(location, what).toMatch(SAME_ORIGIN_PATH);
  if (res.status >= 300 && res.status < 400) expect(location, what).toBeDefined();
  if (res.status < 400) return;
  const type = String(res.headers['content-type'] ?? '');
  // A browser asking for a page it cannot have gets the site's 404 page, and the embed page
  // (an iframe's document whoever asks) its missing or deleted panel; anything else JSON.
  if ((request.html || request.family === 'embed') && type.startsWith('text/html')) {
    expect([404, 410], what).toContain(res.status);
    return;
  }
  expect(type, what).toBe('application/json; charset=utf-8');
  const body = JSON.parse(res.body) as { error?: unknown; code?: unknown };
  expect(body.error, what).toBe(true);
  expect(Object.keys(ERROR_CATALOGUE), what).toContain(body.code);
}

describe('every route family under generated paths and queries, on a listening server', () => {
  const served = listeningTestApp(seedOneVideo);
  const send = (request: GeneratedRequest) =>
    rawGet(served.port, request.url, request.html ? { accept: 'text/html,application/xhtml+xml' } : {});

  for (const family of URL_FAMILIES) {
    it(`${family}: never a 5xx, errors in the {error, code} shape, Locations same-origin paths`, async () => {
      await fc.assert(
        fc.asyncProperty(familyRequest(family), async (request) => {
          const res = await send(request);
          checkAnswer(request, res);
          // One hop further: a redirect must not lead to a failure either.
          const location = res.headers.location;
          if (typeof location === 'string') {
            const next = { ...request, url: location };
            checkAnswer(next, await send(next));
          }
        }),
        { numRuns: 80 },
      );
    });
  }

  it('answers the pinned odd paths of issue #25 the same way', async () => {
    for (const url of ['//', '///', '/\\', '//x/', '/a/..//evil.example/x', '/videos/%E2%80%AE/']) {
      for (const html of [true, false]) {
        const request: GeneratedRequest = { family: 'site-other', url, html };
        checkAnswer(request, await send(request));
      }
    }
  });
});

describe('generatedUrls', () => {
  it('is the same list for the same seed and covers every family in turn', () => {
    const a = generatedUrls(URL_FAMILIES.length * 3, 7);
    expect(generatedUrls(URL_FAMILIES.length * 3, 7)).toEqual(a);
    expect(a.slice(0, URL_FAMILIES.length).map((r) => r.family)).toEqual([...URL_FAMILIES]);
    expect(generatedUrls(5, 8)).toHaveLength(5);
  });

  it('gives only targets Node sends verbatim (U+0021-U+00FF) starting with / or \\', () => {
    for (const { url } of generatedUrls(2000)) {
      expect(url).toMatch(/^[/\\][\u0021-\u00ff]*$/);
    }
  });
});
