import type { VastIcon } from './vast-types';

/** What the icons of one ad need from its player. */
export interface IconDeps {
  /** The ad cover the icons sit on. */
  root: HTMLElement;
  video: HTMLVideoElement;
  /** Sends tracking URLs (IconViewTracking, IconClickTracking) with the ad's macros. */
  track: (urls: string[]) => void;
  openWindow: (url: string) => void;
  /** Pauses the ad (tracked) while the fallback image shows, and resumes it after. */
  pause: () => void;
  resume: () => void;
}

/** A resource in a frame that may run its script but not reach the page (as the pause ad's frame). */
export function sandboxedFrame(doc: Document, src: string | null, html: string | null): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  if (src) frame.src = src;
  else frame.srcdoc = html ?? '';
  frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  frame.title = 'Advertisement';
  frame.style.border = '0';
  return frame;
}

function image(doc: Document, src: string, alt: string | null): HTMLImageElement {
  const img = doc.createElement('img');
  img.src = src;
  img.alt = alt ?? 'Ad info';
  return img;
}

/** `left`/`right`/`top`/`bottom` sit at that edge; a number is pixels from the left or top. */
const edge = (value: VastIcon['xPosition'] | VastIcon['yPosition'], start: string, end: string) =>
  value === end ? `${end}:0;` : `${start}:${typeof value === 'number' ? value : 0}px;`;

/**
 * Shows a linear ad's `<Icon>`s (AdChoices and the like) over it, each from its `offset` for
 * its `duration` of ad playback (the whole ad when not given), at its position and size.
 * The first time an icon shows, its IconViewTracking is sent. A click sends its
 * IconClickTracking and opens its IconClickThrough in a new tab; an icon with no
 * click-through but IconClickFallbackImages shows the first image over the ad instead,
 * paused, until that image is clicked. Returns the update to call on each time tick, and
 * the removal.
 */
export function showIcons(icons: readonly VastIcon[], deps: IconDeps) {
  const { root } = deps;
  const doc = root.ownerDocument;
  const shown = icons
    .filter((icon) => icon.staticResource || icon.iframeResource || icon.htmlResource)
    .map((icon) => {
      const el = icon.staticResource
        ? image(doc, icon.staticResource, icon.altText ?? icon.program)
        : sandboxedFrame(doc, icon.iframeResource, icon.htmlResource);
      el.dataset.testid = 'tk-ad-icon';
      el.setAttribute(
        'style',
        `position:absolute;z-index:2;cursor:pointer;width:${icon.width}px;height:${icon.height}px;${edge(icon.xPosition, 'left', 'right')}${edge(icon.yPosition, 'top', 'bottom')}`,
      );
      el.hidden = true;
      el.addEventListener('click', () => {
        deps.track(icon.iconClickTrackingURLTemplates.map((t) => t.url));
        const through = icon.iconClickThroughURLTemplate;
        // The client reads the image's whole text (VAST 4.1 puts AltText before the
        // StaticResource in it): the address is its last word.
        const fallback = icon.iconClickFallbackImages[0]?.url?.split(/\s+/).pop();
        if (through) deps.openWindow(through);
        else if (fallback) showFallback(fallback);
      });
      root.append(el);
      return { icon, el, viewed: false };
    });

  const showFallback = (url: string) => {
    const img = image(doc, url, null);
    img.dataset.testid = 'tk-ad-icon-fallback';
    img.setAttribute('style', 'position:absolute;z-index:3;inset:0;margin:auto;max-width:90%;max-height:90%');
    deps.pause();
    img.addEventListener('click', () => {
      img.remove();
      deps.resume();
    });
    root.append(img);
  };

  return {
    tick(time: number) {
      for (const item of shown) {
        const from = Math.max(0, item.icon.offset ?? 0);
        const until = item.icon.duration > 0 ? from + item.icon.duration : Number.POSITIVE_INFINITY;
        item.el.hidden = !(time >= from && time < until);
        if (!item.el.hidden && !item.viewed) {
          item.viewed = true;
          const view = item.icon.iconViewTrackingURLTemplate;
          if (view) deps.track([view]);
        }
      }
    },
    remove() {
      for (const item of shown) item.el.remove();
      root.querySelector('[data-testid="tk-ad-icon-fallback"]')?.remove();
    },
  };
}
