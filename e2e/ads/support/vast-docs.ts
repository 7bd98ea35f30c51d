import { AD_CREATIVES, AD_SIZE, type AdCreative } from './ad-media.ts';

/** Where the documents point: the ad server (tracking) and the page server (creatives). */
export interface DocOrigins {
  adServer: string;
  media: string;
}

/** The progress events of a linear ad, in the order VAST fires them as it plays. */
export const QUARTILE_EVENTS: readonly string[] = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
];

/** The tracking events whose order VAST defines for an ad played to its end. */
export const PLAYED_TO_END: readonly string[] = ['impression', ...QUARTILE_EVENTS];

/** The tracking events every inline ad declares; each pixel is `/t/<run>/<event>?ad=<label>`. */
export const TRACKED_EVENTS: readonly string[] = [...QUARTILE_EVENTS, 'skip', 'pause', 'resume'];

const cdata = (url: string) => `<![CDATA[${url}]]>`;

/** `00:00:04` from seconds (under an hour). */
function clock(seconds: number): string {
  const two = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `00:${two(seconds / 60)}:${two(seconds % 60)}`;
}

/** One ad of a document: what the ad server is asked for in a tag's query. */
export interface AdSpec {
  /** The ad's label: every pixel of it carries `?ad=<label>`. */
  label: string;
  /** Its media: a generated creative, or `vpaid` (a VPAID script only: the player cannot play it). */
  creative: AdCreative | 'vpaid';
  /** `skipoffset` as written in the document (`00:00:05`, `25%`); none when absent. */
  skipoffset?: string;
  /** Declared `<Duration>` in seconds when it differs from the creative's. */
  declared?: number;
  /** Adds a `<ViewableImpression>` (pixels `viewable`, `notViewable`, `viewUndetermined`). */
  viewable?: boolean;
}

/** One linear `<Ad>` for `spec`, with every tracking event, a click-through and an Error URL. */
function adElement(o: DocOrigins, run: string, spec: AdSpec, sequence?: number): string {
  const pixel = (event: string) => `${o.adServer}/t/${run}/${event}?ad=${spec.label}`;
  const tracking = TRACKED_EVENTS.map((e) => `<Tracking event="${e}">${cdata(pixel(e))}</Tracking>`).join('');
  const seconds = spec.creative === 'vpaid' ? 15 : AD_CREATIVES[spec.creative];
  const media =
    spec.creative === 'vpaid'
      ? `<MediaFile delivery="progressive" type="application/javascript" apiFramework="VPAID" width="${AD_SIZE.width}" height="${AD_SIZE.height}">${cdata(`${o.media}/media/vpaid-unit.js`)}</MediaFile>`
      : `<MediaFile delivery="progressive" type="video/mp4" width="${AD_SIZE.width}" height="${AD_SIZE.height}">${cdata(`${o.media}/media/ad_${spec.creative}.mp4`)}</MediaFile>`;
  const viewable = spec.viewable
    ? `<ViewableImpression><Viewable>${cdata(pixel('viewable'))}</Viewable><NotViewable>${cdata(pixel('notViewable'))}</NotViewable><ViewUndetermined>${cdata(pixel('viewUndetermined'))}</ViewUndetermined></ViewableImpression>`
    : '';
  const skip = spec.skipoffset ? ` skipoffset="${spec.skipoffset}"` : '';
  return `<Ad id="${spec.label}"${sequence ? ` sequence="${sequence}"` : ''}><InLine>
<AdSystem>tubekit-e2e</AdSystem><AdTitle>Synthetic ad ${spec.label}</AdTitle>
<Error>${cdata(`${pixel('error')}&code=[ERRORCODE]`)}</Error>
<Impression>${cdata(pixel('impression'))}</Impression>${viewable}
<Creatives><Creative id="${spec.label}-c"><Linear${skip}>
<Duration>${clock(spec.declared ?? seconds)}</Duration>
<TrackingEvents>${tracking}</TrackingEvents>
<VideoClicks><ClickThrough>${cdata(pixel('landing'))}</ClickThrough><ClickTracking>${cdata(pixel('click'))}</ClickTracking></VideoClicks>
<MediaFiles>${media}</MediaFiles>
</Linear></Creative></Creatives>
</InLine></Ad>`;
}

/**
 * An inline VAST 3.0 linear ad with one progressive mp4 (the generated creative), every
 * tracking event, a click-through with click tracking and an Error URL, all pointing at
 * the ad server under this test's run id so the hits can be read back in order. Skippable
 * at 5 s unless the spec says otherwise.
 */
export function inlineDoc(
  o: DocOrigins,
  run: string,
  label: string,
  creative: AdCreative,
  extra: Partial<AdSpec> = {},
): string {
  const spec: AdSpec = { label, creative, skipoffset: clock(5), ...extra };
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">${adElement(o, run, spec)}</VAST>`;
}

/**
 * A VAST 4.2 response with several ads: a pod (`sequence` 1, 2... in the order given) or,
 * with `pod` false, a buffet of stand-alone ads.
 */
export function multiAdDoc(o: DocOrigins, run: string, ads: readonly AdSpec[], pod: boolean): string {
  const elements = ads.map((spec, i) => adElement(o, run, spec, pod ? i + 1 : undefined)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST">${elements}</VAST>`;
}

/**
 * The ads of a `pod` or `buffet` tag, from its query: `ads=<label>:<creative>[:<skipoffset>],...`
 * (`skipoffset` as in VAST, `25%` or `00:00:03`).
 */
export function adSpecs(query: string): AdSpec[] {
  return query
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [label = 'ad', creative = 'short', skipoffset] = item.split(':');
      const kind = creative === 'long' || creative === 'vpaid' ? creative : 'short';
      return { label, creative: kind, ...(skipoffset ? { skipoffset } : {}) };
    });
}

/** A VAST 3.0 wrapper that redirects to `next`, with its own impression and Error URL. */
export function wrapperDoc(o: DocOrigins, run: string, label: string, next: string): string {
  const pixel = (event: string) => `${o.adServer}/t/${run}/${event}?ad=${label}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0"><Ad id="${label}"><Wrapper>
<AdSystem>tubekit-e2e</AdSystem>
<VASTAdTagURI>${cdata(next)}</VASTAdTagURI>
<Error>${cdata(`${pixel('error')}&code=[ERRORCODE]`)}</Error>
<Impression>${cdata(pixel('impression'))}</Impression>
<Creatives></Creatives>
</Wrapper></Ad></VAST>`;
}

/** A document cut off mid-way: not well-formed XML (VAST error 100). */
export const BROKEN_DOC = '<?xml version="1.0"?><VAST version="3.0"><Ad id="x"><InLine><AdSystem>';
