import {
  EMBED_MESSAGE_TAG,
  EMBED_TIMEUPDATE_MS,
  type EmbedCommand,
  type EmbedEventMessage,
  type EmbedEventName,
} from '@tubekit/contract';

/** What the bridge drives: the player's public methods it needs. */
export interface BridgeTarget {
  play(): unknown;
  pause(): void;
  seek(seconds: number): void;
  setMuted(muted: boolean): void;
}

/**
 * The host origin the page may talk to: the loader's `?origin=`, accepted only when it is a
 * plain origin, we are really framed, and (where the browser tells us) it is our parent's
 * origin. Null means no host: commands are ignored and no event leaves the frame.
 */
export function hostOrigin(win: Window, param: string | null): string | null {
  if (!param || win.parent === win) return null;
  let origin: string;
  try {
    origin = new URL(param).origin;
  } catch {
    return null;
  }
  if (origin !== param || origin === 'null') return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return null;
  return origin;
}

function isCommand(data: unknown): data is EmbedCommand {
  const m = data as Partial<EmbedCommand> | null;
  return typeof m === 'object' && m !== null && m.tag === EMBED_MESSAGE_TAG && m.kind === 'command';
}

/**
 * The iframe's side of the postMessage API. Commands count only from the parent window at the
 * host origin; events are posted to that origin only (never '*'), timeupdate at most once a
 * second. Returns `emit` and `destroy`.
 */
export function createBridge(
  win: Window,
  origin: string | null,
  target: BridgeTarget,
  now = () => Date.now(),
) {
  let lastTime = Number.NEGATIVE_INFINITY;
  const onMessage = (event: MessageEvent) => {
    if (!origin || event.source !== win.parent || event.origin !== origin || !isCommand(event.data)) return;
    const c = event.data;
    if (c.command === 'play') void target.play();
    else if (c.command === 'pause') target.pause();
    else if (c.command === 'seek' && Number.isFinite(c.value)) target.seek(Math.max(0, c.value));
    else if (c.command === 'mute') target.setMuted(Boolean(c.value));
  };
  win.addEventListener('message', onMessage);
  return {
    emit(event: EmbedEventName, data: Record<string, unknown> = {}): void {
      if (!origin) return;
      if (event === 'timeupdate') {
        if (now() - lastTime < EMBED_TIMEUPDATE_MS) return;
        lastTime = now();
      }
      const message: EmbedEventMessage = { tag: EMBED_MESSAGE_TAG, kind: 'event', event, data };
      win.parent.postMessage(message, origin);
    },
    destroy(): void {
      win.removeEventListener('message', onMessage);
    },
  };
}
