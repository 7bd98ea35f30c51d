import type { Player, PlayerOptions } from '../api-types';
import type { Clock } from '../foundation/clock';
import type { Disposer } from '../foundation/disposer';

/** What the UI feature gets from the player it decorates. */
export interface UiContext {
  player: Player;
  root: HTMLElement;
  container: HTMLElement;
  video: HTMLVideoElement;
  options: PlayerOptions;
  clock: Clock;
  disposer: Disposer;
  /** Timeline sprite index url, null when the source has none. */
  timelineUrl: string | null;
  fetch: typeof fetch | undefined;
}
