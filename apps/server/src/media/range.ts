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
