import type { Clock } from '../../foundation/clock';

/** Dependencies of {@link createVastFetch}. */
export interface VastFetchDeps {
  clock: Clock;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Parses XML text; a document holding `<parsererror>` counts as a parse failure. */
  parseXml: (text: string) => Document;
}

/**
 * Fetches one VAST document (the root tag or a wrapper's VASTAdTagURI) with a timeout on
 * the injected clock (tests advance it; the library's own fetcher uses the global
 * setTimeout). Rejects with the reason in the message: the parser turns a rejected wrapper
 * fetch into error 301, and load-tag maps the root's message to its code.
 */
export function createVastFetch(deps: VastFetchDeps) {
  return (url: string): Promise<Document> =>
    new Promise((resolve, reject) => {
      const abort = new AbortController();
      const timer = deps.clock.setTimeout(() => {
        reject(new Error(`Request timed out after ${deps.timeoutMs} ms`));
        abort.abort();
      }, deps.timeoutMs);
      const read = async () => {
        const response = await deps.fetch(url, { signal: abort.signal, credentials: 'omit' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const xml = deps.parseXml(await response.text());
        if (xml.getElementsByTagName('parsererror').length > 0) throw new Error('XML parse error');
        keepSkipPercentages(xml);
        return xml;
      };
      // A promise settles once: a late answer after the timeout changes nothing.
      read()
        .then(resolve, reject)
        .finally(() => deps.clock.clearTimeout(timer));
    });
}

/**
 * The VAST client turns `skipoffset="25%"` into seconds of the declared `<Duration>` (or -1
 * without one), but the offset is a share of the creative, which is the media actually
 * playing (play-linear takes it once the media's duration is known). A negative offset is
 * impossible in VAST, so the percentage passes through the client as -1000 x n (-25000 for
 * 25%; the client reads the attribute as a plain number of seconds and keeps the sign).
 */
function keepSkipPercentages(xml: Document): void {
  for (const linear of xml.getElementsByTagName('Linear')) {
    const offset = linear.getAttribute('skipoffset')?.trim();
    if (offset?.endsWith('%'))
      linear.setAttribute('skipoffset', String(-Math.round(parseFloat(offset) * 1000)));
  }
}
