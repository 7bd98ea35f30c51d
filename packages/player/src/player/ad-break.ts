import type { AdBreak, AdBreakContext } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { PlayerSnapshot } from '../core/types';
import type { Clock } from '../foundation/clock';
import type { Disposer } from '../foundation/disposer';
import type { Logger } from '../foundation/logger';

/** Dependencies of the ad-break runner. */
export interface AdBreakRunnerDeps {
  video: HTMLVideoElement;
  container: HTMLElement;
  clock: Clock;
  campaign: string | null;
  signal: AbortSignal;
  disposer: Disposer;
  dispatch(action: PlayerAction): void;
  getState(): PlayerSnapshot;
  logger: Logger;
}

/**
 * The seam the ads feature plugs into: an ad break holds content (adBreak: true, content
 * paused), waits for the ad's promise, then resumes content if it was playing. A failing
 * ad never blocks content; late results after destroy are ignored.
 */
export function createAdBreakRunner(deps: AdBreakRunnerDeps) {
  const { video, disposer, dispatch } = deps;
  return async (kind: AdBreakContext['kind'], adBreak: AdBreak): Promise<void> => {
    if (disposer.disposed) return;
    const wasPlaying = !video.paused && !video.ended;
    dispatch({ type: 'ad-break-start' });
    if (wasPlaying) video.pause();
    try {
      await adBreak({
        kind,
        container: deps.container,
        video,
        clock: deps.clock,
        campaign: deps.campaign,
        snapshot: deps.getState(),
        signal: deps.signal,
      });
    } catch (error) {
      // The ads feature reports its own errors (player_vast_error); content goes on.
      deps.logger.debug('ad break failed', error);
    }
    if (disposer.disposed) return;
    dispatch({ type: 'ad-break-end' });
    if (wasPlaying) void Promise.resolve(video.play()).catch(() => {});
  };
}
