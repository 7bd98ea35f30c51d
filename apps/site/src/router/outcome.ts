/**
 * What a loader may throw besides its data: a redirect, or an HTTP error the page shows
 * (404: the not-found view). The site's own small data layer reads these; the server turns
 * them into statuses and Location headers.
 */

/** A thrown redirect: `redirect(to)` keeps the navigation's history entry kind, `replace(to)` replaces it. */
export class Redirect {
  constructor(
    readonly location: string,
    readonly status: number,
    readonly replace: boolean,
  ) {}
}

/** A thrown HTTP error answer (status and an optional message). */
export class HttpError {
  constructor(
    readonly status: number,
    readonly message = '',
  ) {}
}

/** Throw from a loader to go elsewhere (302 on the server unless `status` says otherwise). */
export function redirect(location: string, status = 302): never {
  throw new Redirect(location, status, false);
}

/** Like redirect, but the browser replaces the current history entry (no back to the bad address). */
export function replace(location: string, status = 302): never {
  throw new Redirect(location, status, true);
}

/** Throw from a loader to render the 404 page (status 404 on the server). */
export function notFound(): never {
  throw new HttpError(404);
}

/**
 * A listing's answer for numbered page `page`, or the 404 when the page lies past the last:
 * no items on a page after the first, or a page number the API refuses (`invalid_param`,
 * over its MAX_PAGE): `/videos/latest-updates/99999/` is not a page. Page 1 of an empty list
 * stays the page, empty.
 */
export function existingPage<T>(answer: T, page: number): T {
  const { items, code } = answer as { items?: unknown[]; code?: string };
  if (page > 1 && (items?.length === 0 || code === 'invalid_param')) notFound();
  return answer;
}
