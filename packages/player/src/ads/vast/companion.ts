import { VASTTracker } from '@dailymotion/vast-client';
import { sandboxedFrame } from './icons';
import type { VastMacros } from './macros';
import type { VastAd, VastCompanion, VastCreative } from './vast-types';

/** What showing a companion needs. */
export interface CompanionDeps {
  openWindow: (url: string) => void;
  macros: () => VastMacros;
}

/**
 * Shows the ad's companion banner in the page's slot: the first `<Companion>` with a
 * resource that fits the slot's width (any, when the slot has no width yet). A static image
 * is an `<img>`, an IFrameResource or HTMLResource a sandboxed frame; its creativeView is
 * sent when it shows, and a click on an image sends its CompanionClickTracking and opens its
 * CompanionClickThrough. Returns its removal (the slot's own children are never touched).
 */
export function showCompanion(slot: HTMLElement, ad: VastAd, deps: CompanionDeps): () => void {
  const usable = (c: VastCompanion) =>
    c.staticResources.length > 0 || c.iframeResources.length > 0 || c.htmlResources.length > 0;
  let creative: VastCreative | undefined;
  let chosen: VastCompanion | undefined;
  for (const c of ad.creatives) {
    if (c.type !== 'companion') continue;
    const fits = (c.variations ?? []).filter(usable);
    const pick = fits.find((v) => !slot.clientWidth || Number(v.width) <= slot.clientWidth) ?? fits[0];
    if (pick) {
      creative = c;
      chosen = pick;
      break;
    }
  }
  if (!creative || !chosen) return () => {};
  const doc = slot.ownerDocument;
  const image = chosen.staticResources[0];
  const el = image
    ? doc.createElement('img')
    : sandboxedFrame(doc, chosen.iframeResources[0] ?? null, chosen.htmlResources[0] ?? null);
  const tracker = new VASTTracker(null, ad, creative, chosen);
  if (image) {
    const img = el as HTMLImageElement;
    img.src = image.url;
    img.alt = chosen.altText ?? 'Advertisement';
    img.style.cursor = 'pointer';
    img.addEventListener('click', () => tracker.click(null, deps.macros()));
    tracker.on('clickthrough', deps.openWindow);
  }
  el.dataset.testid = 'tk-companion';
  el.setAttribute('width', String(chosen.width));
  el.setAttribute('height', String(chosen.height));
  slot.append(el);
  tracker.track('creativeView', { macros: deps.macros() });
  return () => el.remove();
}
