import type { PlayerOptions } from '@tubekit/player';
import { CLIP_URL } from './first-frame.ts';

/**
 * The sample clip's videofile answer as the server would embed it for our player's pages:
 * the url encoded with the contract's codec (v1. + base64url), written out here so the page
 * carries no encoder.
 */
export function sampleClipSources(): PlayerOptions['sources'] {
  const encoded = `v1.${btoa(location.origin + CLIP_URL)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}`;
  return [
    {
      video_url: encoded,
      format: '_hd.mp4',
      timelines_count: 0,
      timelines_interval: 0,
      timelines_format: 'timelines',
      duration: 20,
      dir_path: '0/1',
      video_id: 1,
    },
  ];
}
