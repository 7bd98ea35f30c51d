import type { PlayerOptions } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { PlayerQuery } from '../core/query';
import type { PlayerSnapshot } from '../core/types';
import type { Clock } from '../foundation/clock';
import type { Disposer } from '../foundation/disposer';
import type { Logger } from '../foundation/logger';
import type { SourcePlan } from '../sources/plan';

/**
 * What the parts of one player share, built once by createPlayer and handed to each part
 * (start controller, commands, effects, ad breaks, VR, fullscreen, width) instead of a
 * separate bag of dependencies for each.
 */
export interface PlayerContext {
  /** The validated options (the container exists). */
  options: PlayerOptions & { container: HTMLElement };
  /** The page query: autostart, start time, debug, campaign. */
  query: PlayerQuery;
  plan: SourcePlan;
  /** Something can play: not deleted, and the plan has a source. */
  playable: boolean;
  container: HTMLElement;
  /** The player root `.tk-player` (in the page once the stage is mounted). */
  root: HTMLElement;
  video: HTMLVideoElement;
  clock: Clock;
  /** destroy() runs its teardowns; `disposed` tells late callbacks to do nothing. */
  disposer: Disposer;
  /** Aborted on destroy (ad breaks get it). */
  signal: AbortSignal;
  logger: Logger;
  /** The store's dispatch: every state change is an action through the reducer. */
  dispatch(action: PlayerAction): void;
  getState(): PlayerSnapshot;
}
