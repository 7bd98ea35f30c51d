import { POST_ENDPOINTS, type StatAnswer, TIMERS, type Video } from '@tubekit/contract';
import { useEffect, useRef } from 'react';
import { saveHistory } from '../../library/video-lists.ts';
import { useApi } from '../../site-context.tsx';
import { useUser } from '../../state/user.ts';

/** Spec section 7: nogeo is set when the referrer ends in .com/ or .tube/ or contains country/. */
export function isNoGeoReferrer(referrer: string): boolean {
  return referrer.endsWith('.com/') || referrer.endsWith('.tube/') || referrer.includes('country/');
}

/** The input.php form of a video view (user_id only for a signed-in member). */
export function viewStatForm(
  videoId: number,
  referrer: string,
  userId: number | null,
): Record<string, string | number> {
  const form: Record<string, string | number> = { act: 'view', section: 'videos', object_id: videoId };
  if (isNoGeoReferrer(referrer)) form.nogeo = 1;
  if (userId !== null) form.user_id = userId;
  return form;
}

/**
 * Records a view of an active video 1 s after the page shows it (spec: view stat delay):
 * posts the view stat and adds the video to the viewing history (the member's account, or
 * a visitor's browser), which replaces an earlier entry of the same video. Leaving within
 * the second records nothing. `enabled` false (a deleted video) records no view.
 */
export function useViewStat(video: Video, enabled: boolean): void {
  const user = useUser();
  const api = useApi();
  // The latest video and user, read when the timer fires; the effect runs once per video id.
  const latest = useRef({ video, userId: user?.user_id ?? null });
  latest.current = { video, userId: user?.user_id ?? null };

  const videoId = video.video_id;

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => {
      const { video: current, userId } = latest.current;
      const form = viewStatForm(videoId, document.referrer, userId);
      // A lost stat is not worth a notice; the transport already reports network errors.
      api.post<StatAnswer>(POST_ENDPOINTS.stat, form).catch(() => undefined);
      void saveHistory(api, current);
    }, TIMERS.viewStatDelay);
    return () => clearTimeout(timer);
  }, [videoId, enabled, api]);
}
