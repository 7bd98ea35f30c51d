import {
  EMBED_EVENTS,
  EMBED_MESSAGE_TAG,
  type EmbedCommand,
  type EmbedEventMessage,
  type EmbedEventName,
} from '@tubekit/contract';

/** Handler of one embed event; `data` is what the iframe sent (see the README). */
export type EmbedListener = (data: Record<string, unknown>) => void;

/** One embedded video as the host page drives it. */
export interface EmbedPlayer {
  readonly videoId: string;
  /** The placeholder element (it also receives `tubekit:<event>` DOM events). */
  readonly element: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  /** True once the iframe sent `ready`. Commands sent before are queued until then. */
  readonly ready: boolean;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  mute(muted?: boolean): void;
  on(event: EmbedEventName, listener: EmbedListener): () => void;
  /** Handles an incoming message when it is ours; internal to the loader. */
  receive(message: unknown): void;
}

/** Whether a message is a well-formed event of our protocol. */
export function isEventMessage(message: unknown): message is EmbedEventMessage {
  const m = message as Partial<EmbedEventMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.tag === EMBED_MESSAGE_TAG &&
    m.kind === 'event' &&
    EMBED_EVENTS.includes(m.event as EmbedEventName)
  );
}

/**
 * The handle of one iframe. Commands go only to the embed origin (postMessage's target
 * origin), so a frame that navigated elsewhere never receives them.
 */
export function createPlayerHandle(
  element: HTMLElement,
  iframe: HTMLIFrameElement,
  videoId: string,
  embedOrigin: string,
): EmbedPlayer {
  const listeners = new Map<EmbedEventName, Set<EmbedListener>>();
  let queue: EmbedCommand[] | null = [];
  const send = (command: EmbedCommand) => {
    if (queue) queue.push(command);
    else iframe.contentWindow?.postMessage(command, embedOrigin);
  };
  const command = (c: { command: EmbedCommand['command']; value?: number | boolean }) =>
    send({ tag: EMBED_MESSAGE_TAG, kind: 'command', ...c } as EmbedCommand);

  return {
    videoId,
    element,
    iframe,
    get ready() {
      return queue === null;
    },
    play: () => command({ command: 'play' }),
    pause: () => command({ command: 'pause' }),
    seek: (seconds) => command({ command: 'seek', value: Number(seconds) || 0 }),
    mute: (muted = true) => command({ command: 'mute', value: Boolean(muted) }),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<EmbedListener>();
      listeners.set(event, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    receive(message) {
      if (!isEventMessage(message)) return;
      const data = typeof message.data === 'object' && message.data !== null ? message.data : {};
      if (message.event === 'ready' && queue) {
        const pending = queue;
        queue = null;
        for (const c of pending) send(c);
      }
      element.dispatchEvent(new CustomEvent(`tubekit:${message.event}`, { detail: data }));
      for (const listener of listeners.get(message.event) ?? []) {
        try {
          listener(data);
        } catch {
          // A host page's throwing listener must not stop the others.
        }
      }
    },
  };
}
