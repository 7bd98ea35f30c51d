/**
 * VR sources are fetched with `text_redirect=yes` and answer the real media url as text
 * (spec section 7), so the WebGL texture reads a CORS-enabled url. Any failure keeps the
 * original url.
 */
export async function resolveTextRedirect(url: string, fetchFn: typeof fetch | undefined): Promise<string> {
  if (!fetchFn) return url;
  const abort = new AbortController();
  try {
    const response = await fetchFn(`${url}${url.includes('?') ? '&' : '?'}text_redirect=yes`, {
      signal: abort.signal,
    });
    // A server that ignores the parameter answers the video itself: never read that as text.
    if (!response.ok || !/^text\//.test(response.headers.get('content-type') ?? '')) {
      abort.abort();
      return url;
    }
    const text = (await response.text()).trim();
    return /^(https?:\/\/|\/)\S+$/.test(text) ? text : url;
  } catch {
    return url;
  }
}
