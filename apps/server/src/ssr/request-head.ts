/**
 * The page lane's reading of a request head (page-lane.ts): only the plainest request a
 * visitor's browser or a CDN sends for a page, `GET <path> HTTP/1.1` with printable header
 * lines, is read here. Anything else (another method or version, a body, a byte out of the
 * printable range, a repeated header, an obsolete line fold, a head split between reads) is
 * `app`: it goes to Node's own parser, which stays the judge of what HTTP is valid.
 */

/** The fields of a request the fast path signs (`requestSignature`), as Node names them. */
export interface LaneRequest {
  method: 'GET';
  url: string;
  headers: {
    host?: string;
    accept?: string;
    'accept-encoding'?: string;
    cookie?: string;
  };
}

/** A whole head that was read, and where the next request starts. */
export interface HeadRead {
  request: LaneRequest;
  end: number;
}

/** Heads longer than this go to the app (Node's own limit is 16 KB; pages' heads are short). */
export const MAX_LANE_HEAD = 8192;

const REQUEST_LINE = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
/** A header line: a token, a colon, a printable value (no tab, no control byte, no DEL). */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):([\x20-\x7e]*)$/;

/** Headers the signature reads: kept, each at most once. */
const SIGNED = new Set(['host', 'accept', 'accept-encoding', 'cookie']);
/**
 * Headers after which the app must answer: a body, a revalidation (the 304 is the app's),
 * an upgrade, an expectation, and any connection option but keep-alive.
 */
const APP_ONLY = new Set(['content-length', 'transfer-encoding', 'if-none-match', 'upgrade', 'expect', 'te']);

/**
 * Reads the request head starting at `from` in `data`: the request and the offset after its
 * blank line, `incomplete` when the blank line has not arrived, or `app`.
 */
export function readRequestHead(data: Buffer, from: number): HeadRead | 'incomplete' | 'app' {
  const blank = data.indexOf('\r\n\r\n', from, 'latin1');
  if (blank < 0) return data.length - from > MAX_LANE_HEAD ? 'app' : 'incomplete';
  if (blank - from > MAX_LANE_HEAD) return 'app';
  const lines = data.toString('latin1', from, blank).split('\r\n');
  const target = REQUEST_LINE.exec(lines[0] ?? '')?.[1];
  if (target === undefined) return 'app';
  const headers: LaneRequest['headers'] = {};
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i] as string);
    if (!line) return 'app';
    const name = (line[1] as string).toLowerCase();
    if (APP_ONLY.has(name)) return 'app';
    const value = (line[2] as string).trim();
    if (name === 'connection') {
      if (value.toLowerCase() !== 'keep-alive') return 'app';
    } else if (SIGNED.has(name)) {
      const key = name as keyof LaneRequest['headers'];
      if (headers[key] !== undefined) return 'app';
      headers[key] = value;
    }
  }
  return { request: { method: 'GET', url: target, headers }, end: blank + 4 };
}
