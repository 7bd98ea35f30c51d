import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LANE_HEAD, readRequestHead } from './request-head.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const PAGE =
  'GET / HTTP/1.1\r\nHost: a\r\nAccept: text/html\r\nAccept-Encoding: gzip\r\nCookie: _agev=1\r\n\r\n';

describe('the page lane reads a request head', () => {
  it('reads the signed fields of a plain page request and where the next request starts', () => {
    const data = bytes(PAGE + PAGE);
    const first = readRequestHead(data, 0);
    expect(first).toEqual({
      request: {
        method: 'GET',
        url: '/',
        headers: { host: 'a', accept: 'text/html', 'accept-encoding': 'gzip', cookie: '_agev=1' },
      },
      end: PAGE.length,
    });
    expect(readRequestHead(data, PAGE.length)).toMatchObject({ end: 2 * PAGE.length });
  });

  it('takes header names in any case, trims the values and lets Connection: keep-alive through', () => {
    const head = 'GET /videos/?q=a HTTP/1.1\r\nHOST:  a  \r\nconnection: Keep-Alive\r\nX-Other: x\r\n\r\n';
    expect(readRequestHead(bytes(head), 0)).toEqual({
      request: { method: 'GET', url: '/videos/?q=a', headers: { host: 'a' } },
      end: head.length,
    });
  });

  it('says incomplete while the blank line has not arrived, app once the head outgrew the lane', () => {
    expect(readRequestHead(bytes(PAGE.slice(0, -2)), 0)).toBe('incomplete');
    expect(readRequestHead(bytes(`GET / HTTP/1.1\r\nX: ${'a'.repeat(MAX_LANE_HEAD)}`), 0)).toBe('app');
    expect(readRequestHead(bytes(`GET / HTTP/1.1\r\nX: ${'a'.repeat(MAX_LANE_HEAD)}\r\n\r\n`), 0)).toBe(
      'app',
    );
  });

  it('leaves to the app every request that is not the plainest page request', () => {
    const others = [
      'HEAD / HTTP/1.1\r\nHost: a\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n',
      'GET / HTTP/1.0\r\nHost: a\r\n\r\n',
      'GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET /a b HTTP/1.1\r\nHost: a\r\n\r\n',
      '\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
      'GET / HTTP/1.1\r\nCookie: _agev=1\r\nCookie: _tks=s\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello',
      'GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET / HTTP/1.1\r\nIf-None-Match: "x"\r\n\r\n',
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      'GET / HTTP/1.1\r\nExpect: 100-continue\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n',
      'GET / HTTP/1.1\r\nHost : a\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\tb\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: \xe9\r\n\r\n',
      'GET / HTTP/1.1\r\nno colon\r\n\r\n',
    ];
    for (const head of others) expect([head, readRequestHead(bytes(head), 0)]).toEqual([head, 'app']);
  });

  it('reads back any generated header set it accepts exactly as written (property)', () => {
    const token = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
    const value = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,40}[\x21-\x7e])?$/);
    const signedNames = ['host', 'accept', 'accept-encoding', 'cookie'];
    const unread = [
      'content-length',
      'transfer-encoding',
      'if-none-match',
      'upgrade',
      'expect',
      'te',
      'connection',
    ];
    // Other headers, none of which the lane reads or refuses.
    const extra = fc.uniqueArray(
      fc.tuple(
        token.filter((name) => !signedNames.includes(name) && !unread.includes(name)),
        value,
      ),
      { maxLength: 6, selector: ([name]) => name },
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[\x21-\x7e]{0,60}$/),
        fc.record(
          { host: value, accept: value, 'accept-encoding': value, cookie: value },
          { requiredKeys: [] },
        ),
        extra,
        (url, signed, others) => {
          const lines = [...Object.entries(signed), ...others].map(([name, v]) => `${name}: ${v}`);
          const head = `GET ${url} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;
          const read = readRequestHead(bytes(head), 0);
          expect(read).toEqual({ request: { method: 'GET', url, headers: signed }, end: head.length });
        },
      ),
    );
  });
});
