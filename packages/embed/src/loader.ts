import { buildFrame, frameUrl, readPlaceholder, VIDEO_ATTR } from './frame.ts';
import { createPlayerHandle, type EmbedPlayer } from './player-handle.ts';

/** The API the loader puts on `window.TubekitEmbed`. */
export interface EmbedLoader {
  /** Origin the iframes load from (where the loader script came from). */
  readonly origin: string;
  /** Turns every not-yet-done placeholder under `root` into an iframe; returns the new players. */
  scan(root?: ParentNode): EmbedPlayer[];
  /** Every player made so far, in document order of creation. */
  players(): EmbedPlayer[];
  /** The player of a placeholder element, or of the placeholder with that element id. */
  get(target: HTMLElement | string): EmbedPlayer | undefined;
}

/**
 * Creates the loader for iframes served by `embedOrigin`. It listens to `message` on `win` and
 * accepts a message only when it comes from that origin AND from one of its own iframes.
 */
export function createLoader(embedOrigin: string, win: Window = window): EmbedLoader {
  const origin = embedOrigin.replace(/\/+$/, '');
  const doc = win.document;
  const made: EmbedPlayer[] = [];

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const player = made.find((p) => p.iframe.contentWindow === event.source);
    player?.receive(event.data);
  });

  const scan = (root: ParentNode = doc) => {
    const found: EmbedPlayer[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(`[${VIDEO_ATTR}]`)) {
      if (el.dataset.tubekitDone !== undefined) continue;
      const opts = readPlaceholder(el);
      if (!opts) continue;
      el.dataset.tubekitDone = '';
      const src = frameUrl(origin, win.location.origin, opts);
      const iframe = buildFrame(el, src, opts.ratio, el.dataset.title || 'Video player');
      const player = createPlayerHandle(el, iframe, opts.videoId, origin);
      made.push(player);
      found.push(player);
    }
    return found;
  };

  return {
    origin,
    scan,
    players: () => [...made],
    get(target) {
      const el = typeof target === 'string' ? doc.getElementById(target) : target;
      return made.find((p) => p.element === el);
    },
  };
}
