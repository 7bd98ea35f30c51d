/**
 * How the site talks to the API. Loaders and components only see this interface: in the
 * browser it is axios (see browser-transport.ts), during server rendering the Fastify app
 * itself through `app.inject` (apps/server/src/ssr), so both hit the same cached JSON paths.
 *
 * Paths are relative (no leading slash) and are built ONLY with the @tubekit/contract
 * builders (`videosPath.build(...)`, `searchUrl(...)`...).
 */
export interface ApiTransport {
  /**
   * GET a JSON path. Resolves with the parsed body whatever the HTTP status, so an error
   * answer `{ error: true, code }` arrives as data (test `'error' in answer`). Rejects only
   * when there is no answer (network error, timeout, a body that is not JSON).
   */
  get<T>(path: string): Promise<T>;
  /** POST a form-encoded body (input.php, login.php...). Same resolve/reject rules as get. */
  post<T>(path: string, form: Record<string, string | number>): Promise<T>;
}

/** Encodes a form body the way the PHP-style endpoints read it. */
export function formBody(form: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}
