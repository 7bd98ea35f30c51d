import type { AdBreak, AdBreakContext } from '../api-types';
import type { PlayerContext } from './context';

/**
 * The seam the ads feature plugs into: an ad break holds content (adBreak: true, content
 * paused), waits for the ad's promise, then resumes content if it was playing. A failing
 * ad never blocks content; late results after destroy are ignored.
 */
export function createAdBreakRunner(ctx: PlayerContext) {
  const { video, disposer, dispatch } = ctx;
  return async (kind: AdBreakContext['kind'], adBreak: AdBreak): Promise<void> => {
    if (disposer.disposed) return;
    const wasPlaying = !video.paused && !video.ended;
    dispatch({ type: 'ad-break-start' });
    if (wasPlaying) video.pause();
    try {
      await adBreak({
        kind,
        container: ctx.container,
        video,
        clock: ctx.clock,
        campaign: ctx.query.campaign,
        snapshot: ctx.getState(),
        signal: ctx.signal,
      });
    } catch (error) {
      // The ads feature reports its own errors (player_vast_error); content goes on.
      ctx.logger.debug('ad break failed', error);
    }
    if (disposer.disposed) return;
    dispatch({ type: 'ad-break-end' });
    if (wasPlaying) void Promise.resolve(video.play()).catch(() => {});
  };
}
