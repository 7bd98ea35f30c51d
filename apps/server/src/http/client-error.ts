import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@tubekit/contract';
import { ERROR_CATALOGUE, type ErrorBody } from './errors.ts';

/**
 * Errors Node's HTTP server meets before a request exists (a malformed request line or
 * header, headers over the size limit, a client slower than the request timeout) never
 * reach Fastify's routes or error handler: Node emits `clientError` on the server. Fastify's
 * default handler answers them in its own `{error, message, statusCode}` shape; this one
 * answers the spec's `{error: true, code}` like every other error.
 */

/** Node's error codes (llhttp's `HPE_*`, the server's `ERR_HTTP_*`) with an answer of their own. */
const CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'payload_too_large',
};

/**
 * What Node passes to `clientError`: its code, and for a parse error the bytes it refused
 * (a Buffer; Fastify's `ConnectionError` type calls it an object, hence `unknown`).
 */
export type ClientError = Error & { code?: string; rawPacket?: unknown };

/** The status and body for a client error; anything Node does not name is a bad request (400). */
export function clientErrorAnswer(err: ClientError): { status: number; body: ErrorBody } {
  const code = CODES[err.code ?? ''] ?? 'bad_request';
  return { status: ERROR_CATALOGUE[code].status, body: { error: true, code } };
}

/** The one internal field this reads: Node keeps the response in progress on the socket. */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler` option. Writes the answer on the raw socket and closes it
 * (the parser cannot go on after an error). Like Node's own handler it writes nothing on a
 * reset, on a socket that cannot take it, or once an answer has started on the connection
 * (a keep-alive connection whose next request broke): a second status line would corrupt it.
 */
export function clientErrorHandler(err: ClientError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inProgress = (socket as ServerSocket)._httpMessage?.headersSent === true;
  if (socket.writable && !inProgress) {
    const { status, body } = clientErrorAnswer(err);
    const json = JSON.stringify(body);
    // An answer to HEAD has no body: a client would read ours as a broken next response.
    const raw = err.rawPacket;
    const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(json)}`,
        'Cache-Control: no-cache',
        'Connection: close',
        '',
        head ? '' : json,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}
