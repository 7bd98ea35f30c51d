import type { Player as PlayerInstance, PlayerSnapshot } from '@tubekit/player';
import '@tubekit/player/style.css';
import { type ReactNode, useCallback } from 'react';
import { Player, type PlayerProps } from '../player.tsx';
import { usePlayerState } from '../use-player-state.ts';

/** Resolves when `predicate` holds for the player's snapshot (checked on every change). */
export function until(
  player: PlayerInstance,
  predicate: (s: PlayerSnapshot) => boolean,
): Promise<PlayerSnapshot> {
  return new Promise((resolve) => {
    if (predicate(player.getSnapshot())) {
      resolve(player.getSnapshot());
      return;
    }
    const stop = player.subscribe(() => {
      const s = player.getSnapshot();
      if (!predicate(s)) return;
      stop();
      resolve(s);
    });
  });
}

/** Moves a player into the state a story shows, through its API and media events only. */
export type Drive = (player: PlayerInstance) => Promise<void> | void;

/** Shows what the hooks read, under the player: the proof a story reached its state. */
function StateReadout(): ReactNode {
  const status = usePlayerState((s) => s.status);
  const time = usePlayerState((s) => Math.floor(s.currentTime));
  const countdown = usePlayerState((s) => s.countdown);
  const related = usePlayerState((s) => s.relatedOpen);
  const error = usePlayerState((s) => (s.error ? `${s.error.kind}/${s.error.code}` : null));
  const vr = usePlayerState((s) => s.vr?.permission ?? null);
  return (
    <dl
      data-testid="story-state"
      style={{ font: '12px monospace', display: 'flex', gap: 12, margin: '8px 0' }}
    >
      <dt>status</dt>
      <dd data-testid="story-status">{status}</dd>
      <dt>time</dt>
      <dd>{time}s</dd>
      {countdown !== null && <dt>countdown</dt>}
      {countdown !== null && <dd>{countdown}</dd>}
      {related && <dt>related</dt>}
      {related && <dd>open</dd>}
      {vr !== null && <dt>vr</dt>}
      {vr !== null && <dd>{vr}</dd>}
      {error !== null && <dt>error</dt>}
      {error !== null && <dd>{error}</dd>}
    </dl>
  );
}

/** Props of {@link StoryPlayer}. */
export interface StoryPlayerProps extends PlayerProps {
  /** Run once per player instance, right after it is created. */
  drive?: Drive;
  /** Player width in px (the related panel needs > 420, the countdown >= 536). */
  width?: number;
}

/** `<Player>` at a fixed width, driven into a state by `drive`, with a state readout. */
export function StoryPlayer({ drive, width = 640, navigate, ...props }: StoryPlayerProps): ReactNode {
  const onReady = useCallback(
    (player: PlayerInstance) => {
      Promise.resolve(drive?.(player)).catch((error) => console.error('story drive failed', error));
    },
    [drive],
  );
  return (
    <Player
      {...props}
      style={{ width }}
      onReady={onReady}
      // Stories never leave the page: the countdown and "Play now" log instead.
      navigate={navigate ?? ((url) => console.info('navigate', url))}
    >
      <StateReadout />
    </Player>
  );
}
