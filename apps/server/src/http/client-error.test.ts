import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listeningTestApp } from '../test/listening-app.ts';
import { rawExchange } from '../test/raw-http.ts';
import { clientErrorAnswer, clientErrorHandler } from './client-error.ts';
import { ERROR_CATALOGUE } from './errors.ts';

/** A socket that records what is written to it. */
function fakeSocket(state: { writable?: boolean; destroyed?: boolean; headersSent?: boolean } = {}) {
  const written: string[] = [];
  let destroyed = state.destroyed ?? false;
  const socket = {
    get writable() {
      return state.writable ?? true;
    },
    get destroyed() {
      return destroyed;
    },
    _httpMessage: state.headersSent === undefined ? null : { headersSent: state.headersSent },
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    destroy() {
      destroyed = true;
    },
  };
  return { socket: socket as unknown as Socket, written, isDestroyed: () => destroyed };
}
const error = (code: string) => Object.assign(new Error(code), { code });

describe('clientErrorAnswer', () => {
  it("maps Node's parser and timeout errors to catalogue codes with the catalogue's status", () => {
    const cases: [string, number, string][] = [
      ['HPE_HEADER_OVERFLOW', 431, 'headers_too_large'],
      ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'request_timeout'],
      ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, 'payload_too_large'],
      ['HPE_INVALID_HEADER_TOKEN', 400, 'bad_request'],
      ['HPE_INVALID_METHOD', 400, 'bad_request'],
      ['SOMETHING_NEW', 400, 'bad_request'],
    ];
    for (const [code, status, answer] of cases) {
      expect([code, clientErrorAnswer(error(code))]).toEqual([
        code,
        { status, body: { error: true, code: answer } },
      ]);
      expect(ERROR_CATALOGUE[answer as keyof typeof ERROR_CATALOGUE].status).toBe(status);
    }
  });
});

describe('clientErrorHandler', () => {
  it('writes a JSON {error, code} answer with its length and closes the connection', () => {
    const { socket, written, isDestroyed } = fakeSocket();
    clientErrorHandler(error('HPE_HEADER_OVERFLOW'), socket);
    expect(written).toHaveLength(1);
    const [head = '', body] = (written[0] ?? '').split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body ?? '')}`,
      'Cache-Control: no-cache',
      'Connection: close',
    ]);
    expect(JSON.parse(body ?? '')).toEqual({ error: true, code: 'headers_too_large' });
    expect(isDestroyed()).toBe(true);
  });

  it('sends no body after the headers of an answer to HEAD (the client would read it as a next response)', () => {
    const { socket, written } = fakeSocket();
    const err = Object.assign(error('HPE_INVALID_HEADER_TOKEN'), {
      rawPacket: Buffer.from('HEAD /x HTTP/1.1\r\n'),
    });
    clientErrorHandler(err, socket);
    expect(written[0]).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n.*Content-Length: \d+\r\n.*\r\n\r\n$/s);
  });

  it('writes nothing on a reset, a closed socket or after an answer has started', () => {
    for (const [err, state] of [
      [error('ECONNRESET'), {}],
      [error('HPE_INVALID_METHOD'), { destroyed: true }],
      [error('HPE_INVALID_METHOD'), { writable: false }],
      [error('HPE_INVALID_METHOD'), { headersSent: true }],
    ] as const) {
      const { socket, written } = fakeSocket(state);
      clientErrorHandler(err, socket);
      expect(written).toEqual([]);
    }
  });
});

describe('Node-level client errors against a listening app', () => {
  const served = listeningTestApp();

  it("answers a malformed request 400 {error, code} (regression: Fastify's own {statusCode, message})", async () => {
    for (const bytes of [
      'GET / HTTP/1.1\r\nHost: x\r\nNot A Header\r\n\r\n',
      'G@T / HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    ]) {
      const res = await rawExchange(served.port, bytes);
      expect([JSON.stringify(bytes), res.status]).toEqual([JSON.stringify(bytes), 400]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({ error: true, code: 'bad_request' });
    }
  });

  it("answers headers over Node's size limit 431 {error, code: headers_too_large} (regression: Fastify's own shape)", async () => {
    const res = await rawExchange(
      served.port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: true, code: 'headers_too_large' });
  });

  it('still answers a well-formed request on the same server', async () => {
    const res = await rawExchange(
      served.port,
      'GET /json/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(404);
    expect(res.body).toContain('"code":"not_found"');
  });
});
