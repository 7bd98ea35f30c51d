import type { Clock } from '../../foundation/clock';

/** What the VAST client expects from a URL handler. */
export interface UrlHandlerResult {
  xml?: Document;
  details?: { byteLength: number };
  error?: Error;
  statusCode?: number | null;
}

/** Dependencies of {@link createUrlHandler}. */
export interface UrlHandlerDeps {
  clock: Clock;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Parses XML text; a document holding `<parsererror>` counts as a parse failure. */
  parseXml: (text: string) => Document;
}

/**
 * A URL handler for the VAST client whose timeout runs on the injected clock (the
 * client's own handler uses the global setTimeout, which tests cannot advance).
 * Errors carry the reason in their message: the client passes only messages on.
 */
export function createUrlHandler(deps: UrlHandlerDeps) {
  const get = (url: string): Promise<UrlHandlerResult> =>
    new Promise((resolve) => {
      const abort = new AbortController();
      let settled = false;
      const finish = (result: UrlHandlerResult) => {
        if (settled) return;
        settled = true;
        deps.clock.clearTimeout(timer);
        resolve(result);
      };
      const timer = deps.clock.setTimeout(() => {
        finish({ error: new Error(`Request timed out after ${deps.timeoutMs} ms`), statusCode: 408 });
        abort.abort();
      }, deps.timeoutMs);
      const read = async () => {
        const response = await deps.fetch(url, { signal: abort.signal, credentials: 'omit' });
        if (!response.ok)
          return finish({ error: new Error(`HTTP ${response.status}`), statusCode: response.status });
        const rawXml = await response.text();
        const xml = deps.parseXml(rawXml);
        if (xml.getElementsByTagName('parsererror').length > 0) {
          return finish({ error: new Error('XML parse error') });
        }
        return finish({ xml, details: { byteLength: rawXml.length } });
      };
      read().catch((error: unknown) =>
        finish({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
    });
  return { get };
}
