import { AD_CREATIVES, AD_SIZE, type AdCreative } from './ad-media.ts';

/** Where the documents point: the ad server (tracking) and the page server (creatives). */
export interface DocOrigins {
  adServer: string;
  media: string;
}

/** The tracking events every inline ad declares; each pixel is `/t/<run>/<event>?ad=<label>`. */
export const TRACKED_EVENTS = [
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'pause',
  'resume',
] as const;

const cdata = (url: string) => `<![CDATA[${url}]]>`;

/** `00:00:04` from seconds. */
function clock(seconds: number): string {
  return `00:00:${String(seconds).padStart(2, '0')}`;
}

/**
 * An inline VAST 3.0 linear ad with one progressive mp4 (the generated creative), every
 * tracking event, a click-through with click tracking and an Error URL, all pointing at
 * the ad server under this test's run id so the hits can be read back in order.
 */
export function inlineDoc(o: DocOrigins, run: string, label: string, creative: AdCreative): string {
  const pixel = (event: string) => `${o.adServer}/t/${run}/${event}?ad=${label}`;
  const tracking = TRACKED_EVENTS.map((e) => `<Tracking event="${e}">${cdata(pixel(e))}</Tracking>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0"><Ad id="${label}"><InLine>
<AdSystem>tubekit-e2e</AdSystem><AdTitle>Synthetic ad ${label}</AdTitle>
<Error>${cdata(`${pixel('error')}&code=[ERRORCODE]`)}</Error>
<Impression>${cdata(pixel('impression'))}</Impression>
<Creatives><Creative id="${label}-c"><Linear skipoffset="${clock(5)}">
<Duration>${clock(AD_CREATIVES[creative])}</Duration>
<TrackingEvents>${tracking}</TrackingEvents>
<VideoClicks><ClickThrough>${cdata(pixel('landing'))}</ClickThrough><ClickTracking>${cdata(pixel('click'))}</ClickTracking></VideoClicks>
<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="${AD_SIZE.width}" height="${AD_SIZE.height}">${cdata(`${o.media}/media/ad_${creative}.mp4`)}</MediaFile></MediaFiles>
</Linear></Creative></Creatives>
</InLine></Ad></VAST>`;
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
