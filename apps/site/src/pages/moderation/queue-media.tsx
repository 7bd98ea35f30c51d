import { parseTimelineVtt, type TimelineCue } from '@tubekit/player';
import { Player } from '@tubekit/player-react';
import '@tubekit/player/style.css';
import type { ModerationQueueItem } from '@tubekit/contract';
import { useEffect, useState } from 'react';
import { clockDuration } from './moderation-format.ts';

/** How many tiles of the timeline sprite the strip shows, spread over the video. */
export const STRIP_TILES = 8;

/** `count` cues spread evenly from the first to the last (all of them when fewer). */
export function spreadCues(cues: readonly TimelineCue[], count: number): TimelineCue[] {
  if (cues.length <= count) return [...cues];
  const step = (cues.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => cues[Math.round(i * step)] as TimelineCue);
}

/**
 * A strip of the timeline sprite's tiles (the .vtt cues point into sprite-N.jpg#xywh), so
 * the moderator sees the whole video at a glance. The .vtt is a file, not a JSON answer:
 * it is fetched as the player fetches it. Nothing shows while it loads or when it fails.
 */
export function SpriteStrip({ vtt }: { vtt: string }) {
  const [cues, setCues] = useState<TimelineCue[]>([]);
  useEffect(() => {
    if (!vtt) return undefined;
    let live = true;
    const url = new URL(vtt, document.baseURI).href;
    fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => live && setCues(spreadCues(parseTimelineVtt(text, url), STRIP_TILES)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [vtt]);
  if (cues.length === 0) return null;
  return (
    <ul className="moderation-sprite" aria-label="Timeline">
      {cues.map((cue) => (
        <li
          key={`${cue.image}#${cue.x},${cue.y}`}
          className="moderation-sprite__tile"
          title={clockDuration(cue.start)}
          style={{
            width: cue.w,
            height: cue.h,
            backgroundImage: `url("${cue.image}")`,
            backgroundPosition: `${-cue.x}px ${-cue.y}px`,
          }}
        >
          <span className="visually-hidden">{clockDuration(cue.start)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The upload's own player (the video page's, @tubekit/player): its seek bar shows the same
 * timeline thumbnails on hover. Loaded with this module, only when the moderator asks.
 */
export default function QueuePlayer({ item }: { item: ModerationQueueItem }) {
  return (
    <Player
      className="moderation-item__player"
      sources={item.sources}
      poster={item.preview}
      title={item.title}
      query="autostart=1"
    />
  );
}
