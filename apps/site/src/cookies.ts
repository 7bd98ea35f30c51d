/** Parses a Cookie header (or document.cookie) into name -> value. Bad encodings are kept raw. */
export function parseCookies(header: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** Sets a cookie with the spec's defaults (path /, SameSite Lax, 1 day unless told). */
export function setCookie(
  name: string,
  value: string,
  options: { maxAgeDays?: number; never?: boolean } = {},
): void {
  const expires = options.never
    ? '; expires=Fri, 31 Dec 9999 23:59:59 GMT'
    : `; max-age=${Math.round((options.maxAgeDays ?? 1) * 86400)}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox/Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`;
}
