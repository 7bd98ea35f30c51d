/** A byte range to send, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes. Returns the range to send,
 * `null` to send the whole file (no header, another unit, or several ranges: allowed
 * by RFC 9110 and what players never ask for), or `'unsatisfiable'` for a bytes range
 * that is malformed or lies outside the file (answer 416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return null;
  const spec = (match[1] ?? '').trim();
  if (spec.includes(',')) return null;
  const parts = /^(\d*)-(\d*)$/.exec(spec);
  if (!parts) return 'unsatisfiable';
  const [, from = '', to = ''] = parts;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    // Suffix range: the last N bytes.
    const n = Number(to);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
}

/** The validators of the representation a Range request asks about. */
export interface RangeValidators {
  /** The strong ETag sent with the file, quotes included; none means no ETag to match. */
  etag?: string;
  /** The Last-Modified value sent with the file (IMF-fixdate). */
  lastModified?: string;
}

/**
 * Whether an `If-Range` value lets a `Range` request through (RFC 9110 section 13.1.5):
 * an entity tag must equal the current one by strong comparison (a weak tag never
 * matches), a date must exactly match the Last-Modified value. Anything else, a list or a
 * malformed value included, is false: the client then gets the whole file with 200, never
 * a part of a representation other than the one it already holds. The date counts as a
 * strong validator because a published file never changes in place: a new transcode
 * publishes a new directory whose files are written minutes after the old ones.
 */
export function ifRangeMatches(header: string, current: RangeValidators): boolean {
  const value = header.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return current.etag !== undefined && value === current.etag;
  return current.lastModified !== undefined && value === current.lastModified;
}

/**
 * Whether an `If-None-Match` value names the current ETag (RFC 9110 section 13.1.2: weak
 * comparison, a list of tags, or `*`), so the answer is 304.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
