import { VASTParser, VASTTracker } from '@dailymotion/vast-client';
import type { Clock } from '../../foundation/clock';
import type { createVastFetch } from './fetch-vast';
import type { VastMacros } from './macros';
import { pickMediaFile } from './media';
import { rootErrorCode } from './root-error-code';
import type { VastAd, VastCreative, VastMediaFile, VastResponse } from './vast-types';

/** A linear ad ready to play. */
export interface LoadedVastAd {
  ad: VastAd;
  creative: VastCreative;
  media: VastMediaFile;
  /** The creative also offers a VPAID or SIMID file, which we do not run (error 409 when it plays). */
  interactive: boolean;
}

/** The playable ads of one tag's response, in the order VAST plays them. */
export interface VastTag {
  /** The pod's ads that can play, in `sequence` order (empty when the response has no pod). */
  pod: LoadedVastAd[];
  /**
   * The next stand-alone ad that can play (the first, then the rest of the buffet, which the
   * parser resolves one at a time), or null when none is left. Ads on the way that cannot
   * play are reported (Error URI and `onSkip`).
   */
  next(): Promise<LoadedVastAd | null>;
}

/** The result of loading one tag: its ads, or a VAST error code (already sent to the tag's Error URLs). */
export type TagLoad = { ok: true; value: VastTag } | { ok: false; code: number; message: string };

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
  /** Macros known before an ad plays (break position, content playhead), for every Error URL. */
  macros: () => VastMacros;
  /** An ad of the response cannot play: its code is already sent to its Error URLs. */
  onSkip: (code: number, message: string) => void;
  /**
   * The fetcher (fetch-vast.ts), passed in from the entry chunk, which also uses it to start
   * the tag's request before this chunk has loaded: this chunk never imports it.
   */
  createFetch: typeof createVastFetch;
  /** The tag's document, already requested with that fetcher, if it was. */
  root?: Promise<Document>;
}

/** The `<Ad sequence>` as a number; 0 for a stand-alone ad (VAST: no sequence, or not a positive number). */
const sequence = (ad: VastAd) => Number.parseInt(String(ad.sequence ?? ''), 10) || 0;

/**
 * Fetches a tag and follows its wrappers (at most ADS.maxRedirects redirects). A response
 * with `<Ad sequence>` is a pod (VAST 4 section 3.3): its ads play in sequence order, and
 * the ones that cannot play are reported (403, 201) and left out. Stand-alone ads are a
 * buffet: the first that can play is the one played. Codes are literals: this file runs in
 * the lazy VAST chunk, which stays free of tables and of the contract. Errors the parser
 * meets on the way (wrapper timeout 301, wrapper limit 302, no ads 303) it reports itself.
 */
export async function loadVastTag(tag: string, deps: LoadTagDeps): Promise<TagLoad> {
  const fetchVast = deps.createFetch(deps);
  // The parser follows wrappers through this fetcher and counts their depth itself.
  const parser = new VASTParser({
    fetcher: { fetchVAST: ({ url }: { url: string }) => fetchVast(url) },
  } as ConstructorParameters<typeof VASTParser>[0]);
  let parserCode: number | null = null;
  parser.on('VAST-error', (event: { ERRORCODE?: number | string }) => {
    parserCode ??= Number(event.ERRORCODE) || 900;
  });
  // The parser's own Error pings (301, 302, 303) get the break's macros too.
  const parserTrack = parser.trackVastError.bind(parser);
  parser.trackVastError = (urls, code, ...data) => parserTrack(urls, { ...deps.macros(), ...code }, ...data);
  let response: VastResponse;
  try {
    const xml = await (deps.root ?? fetchVast(tag));
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

  const playable = (ad: VastAd): LoadedVastAd | null => {
    const creative = ad.creatives.find((c) => c.type === 'linear');
    const files = creative?.mediaFiles ?? [];
    const media = creative ? pickMediaFile(files, deps.canPlay, deps.width) : null;
    if (creative && media) {
      const interactive =
        Boolean(creative.interactiveCreativeFile?.fileURL) ||
        files.some((f) => /vpaid/i.test(f.apiFramework ?? ''));
      return { ad, creative, media, interactive };
    }
    // 403: no media file we can play; 201: only non-linear creatives, useless as a preroll.
    const code = creative ? 403 : 201;
    reportAdError(ad, creative ?? ad.creatives[0], code, deps.macros());
    deps.onSkip(code, creative ? 'no supported media' : 'no linear creative');
    return null;
  };

  // A wrapper's target answers with all its ads at once; the root's further stand-alone
  // ads come from the parser one by one.
  const pod = response.ads.filter(sequence).sort((a, b) => sequence(a) - sequence(b));
  const alone = response.ads.filter((ad) => !sequence(ad));
  const next = async (): Promise<LoadedVastAd | null> => {
    for (;;) {
      const ad = alone.shift();
      if (ad) {
        const loaded = playable(ad);
        if (loaded) return loaded;
        continue;
      }
      try {
        alone.push(...(await parser.getRemainingAds(false)).ads);
      } catch {
        return null; // the buffet is used up
      }
    }
  };
  return {
    ok: true,
    value: { pod: pod.map(playable).filter((ad): ad is LoadedVastAd => ad !== null), next },
  };
}

/** Sends a VAST error code to an ad's Error URLs (wrapper ones included). */
export function reportAdError(
  ad: VastAd,
  creative: VastCreative | undefined,
  code: number,
  macros: VastMacros,
) {
  if (!creative) return;
  // No media file: [ASSETURI] goes as -1 (the ad has no asset we would play).
  new VASTTracker(null, ad, { ...creative, mediaFiles: [] }).error({ ...macros, ERRORCODE: code });
}
