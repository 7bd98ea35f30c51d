import type { PlayerAdsConfig, VideoFileAnswer } from '@tubekit/contract';

/** A related video as the iframe shows it (links open the site in a new tab). */
export interface EmbedRelated {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  scr: string;
}

/** What the server knows about the page when it renders the shell. */
export type EmbedPage =
  | {
      status: 'ok';
      video: { video_id: number; dir: string; title: string; poster: string; duration: string };
      sources: VideoFileAnswer;
      related: EmbedRelated[];
      /** True when the request carried no `_agev=1`: the interstitial shows before play. */
      ageGate: boolean;
      /** The player's ads from server configuration; absent: no ads, the ads code never loads. */
      ads?: PlayerAdsConfig;
      /** The iframe URL's campaign is a special one: no countdown, related on end (docs/partners.md). */
      specialUser?: true;
    }
  | { status: 'deleted'; video: { video_id: number; dir: string; title: string } }
  | { status: 'missing' };

/** The data the client entry reads from `#te-data` (the `ok` page without the gate flag). */
export type EmbedClientData = Extract<EmbedPage, { status: 'ok' }>;

/** The built client files the shell links (from the Vite manifest). */
export interface EmbedAssets {
  entry: string;
  css: string[];
}

/** Site path of the full video page (relative: the iframe is served by the site's origin). */
export function videoPageUrl(video: { video_id: number; dir: string }): string {
  return `/video/${video.video_id}/${video.dir}/`;
}
