import { VASTParser, VASTTracker } from '@dailymotion/vast-client';
import type { Clock } from '../../foundation/clock';
import { createVastFetch } from './fetch-vast';
import { pickMediaFile } from './media';
import { rootErrorCode } from './root-error-code';
import type { VastAd, VastCreative, VastMediaFile, VastResponse } from './vast-types';

/** A linear ad ready to play. */
export interface LoadedVastAd {
  ad: VastAd;
  creative: VastCreative;
  media: VastMediaFile;
}

/** The result of loading one tag: an ad, or a VAST error code (already sent to the tag's Error URLs). */
export type TagLoad = { ok: true; value: LoadedVastAd } | { ok: false; code: number; message: string };

/** Dependencies of {@link loadVastTag}. */
export interface LoadTagDeps {
  clock: Clock;
  timeoutMs: number;
  fetch: typeof fetch;
  parseXml: (text: string) => Document;
  canPlay: (type: string) => boolean;
  /** Player width, to pick the nearest rendition. */
  width: number;
  /** Wrapper redirects allowed (ADS.maxRedirects). */
  maxRedirects: number;
}

/**
 * Fetches a tag, follows its wrappers (at most ADS.maxRedirects redirects) and picks the
 * first ad with a linear creative the browser can play. Codes are literals: this file
 * runs in the lazy VAST chunk, which stays free of tables and of the contract. Errors the parser meets on the
 * way (wrapper timeout 301, wrapper limit 302, no ads 303) it reports itself; errors we
 * decide here (201, 403) are reported to the ad's Error URLs through a tracker.
 */
export async function loadVastTag(tag: string, deps: LoadTagDeps): Promise<TagLoad> {
  const fetchVast = createVastFetch(deps);
  // The parser follows wrappers through this fetcher and counts their depth itself.
  const parser = new VASTParser({
    fetcher: { fetchVAST: ({ url }: { url: string }) => fetchVast(url) },
  } as ConstructorParameters<typeof VASTParser>[0]);
  let parserCode: number | null = null;
  parser.on('VAST-error', (event: { ERRORCODE?: number | string }) => {
    parserCode ??= Number(event.ERRORCODE) || 900;
  });
  let response: VastResponse;
  try {
    const xml = await fetchVast(tag);
    response = await parser.parseVAST(xml, {
      // wrapperLimit counts documents; the root plus maxRedirects wrapper fetches are allowed.
      wrapperLimit: deps.maxRedirects + 1,
      resolveAll: false,
      url: tag,
      previousUrl: tag,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, code: rootErrorCode(message), message };
  }
  if (response.ads.length === 0) {
    return { ok: false, code: parserCode ?? 303, message: 'no ads' };
  }
  let failure: TagLoad | null = null;
  for (const ad of response.ads) {
    const creative = ad.creatives.find((c) => c.type === 'linear');
    const media = creative ? pickMediaFile(creative.mediaFiles ?? [], deps.canPlay, deps.width) : null;
    if (creative && media) return { ok: true, value: { ad, creative, media } };
    // 403: no media file we can play; 201: only non-linear creatives, useless as a preroll.
    const code = creative ? 403 : 201;
    reportAdError(ad, creative ?? ad.creatives[0], code);
    failure ??= { ok: false, code, message: creative ? 'no supported media' : 'no linear creative' };
  }
  return failure ?? { ok: false, code: 303, message: 'no ads' };
}

/** Sends a VAST error code to an ad's Error URLs (wrapper ones included). */
export function reportAdError(ad: VastAd, creative: VastCreative | undefined, code: number) {
  if (!creative) return;
  new VASTTracker(null, ad, creative).error({ ERRORCODE: code });
}
