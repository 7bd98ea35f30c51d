import type { ManualClock, Player as PlayerInstance } from '@tubekit/player';
import { CLIP_SECONDS } from './story-media.ts';
import { until } from './story-player.tsx';

/** Starts real (muted) playback and waits for the first frame. */
export async function playToFirstFrame(player: PlayerInstance): Promise<void> {
  player.setMuted(true);
  await player.play();
  await until(player, (s) => s.status === 'playing' && s.firstFrame);
}

/** Plays, then jumps just before the end and lets the real media fire `ended`. */
export async function playToEnd(player: PlayerInstance): Promise<void> {
  await playToFirstFrame(player);
  player.seek((player.getSnapshot().duration || CLIP_SECONDS) - 0.3);
  await until(player, (s) => s.status === 'complete');
}

/** Plays, then pauses through the API. */
export async function playThenPause(player: PlayerInstance): Promise<void> {
  await playToFirstFrame(player);
  player.pause();
  await until(player, (s) => s.status === 'paused');
}

/**
 * Buffering on demand: the media is paused, then the element fires `waiting`, the event a
 * stalled network produces. Stories cannot stall a static server, so the event is dispatched.
 */
export async function stall(player: PlayerInstance): Promise<void> {
  await playThenPause(player);
  player.video.dispatchEvent(new Event('waiting'));
  await until(player, (s) => s.status === 'buffering');
}

/** Keeps a "playing" story playing: back to 0 a second before the end. */
export async function playLooping(player: PlayerInstance): Promise<void> {
  await playToFirstFrame(player);
  player.on('timeupdate', ({ currentTime, duration }) => {
    if (duration > 0 && currentTime > duration - 1) player.seek(0);
  });
}

/** Ends the video, then lets 3 s of the (manual) countdown clock pass: it reads 9. */
export function countdownAfter(clock: ManualClock, ms: number) {
  return async (player: PlayerInstance): Promise<void> => {
    await playToEnd(player);
    await until(player, (s) => s.countdown !== null);
    clock.advance(ms);
  };
}
