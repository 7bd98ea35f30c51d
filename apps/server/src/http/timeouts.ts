/**
 * How long a client may take to send a request. Node's defaults let Fastify turn the
 * request timeout off (0), so a client trickling a body byte by byte held a connection and
 * its parser forever.
 */
export interface RequestTimeouts {
  /** From connect to the end of the headers. */
  headersMs: number;
  /** From connect to the last byte of the body. */
  requestMs: number;
}

/**
 * The production figures: headers within 10 s, the whole request within 30 s (the JSON API
 * and forms take bodies of a few KB; large uploads come in resumable chunks, each its own
 * request).
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/**
 * Fastify options for the timeouts. Node checks them on a timer (`connectionsCheckingInterval`,
 * 30 s by default, which would let a request overrun its limit by up to 30 s): a tenth of
 * the shorter limit, at least 50 ms.
 */
export function timeoutServerOptions(t: RequestTimeouts) {
  return {
    requestTimeout: t.requestMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.floor(Math.min(t.headersMs, t.requestMs) / 10)),
    },
  };
}
