import { sendPartnerBeacon } from '@tubekit/contract';
import { createPlayer, type Player } from '@tubekit/player';
import { type PageAds, pageAds } from '@tubekit/player/page-ads';
import type { EmbedClientData } from '../model.ts';
import { waitForAge } from './age-gate.ts';
import { createEmbedAnalytics } from './analytics.ts';
import { createBridge, hostOrigin } from './bridge.ts';
import { wireEmbedLinks } from './links.ts';

/**
 * Starts the embed page: reads the shell's data, waits for the age rule, creates the player
 * in embed mode and connects analytics, the links and the host page's postMessage API.
 * Resolves with the player (null when the page has no playable video).
 */
export async function mountEmbed(
  win: Window,
  options: { loadAds?: () => Promise<typeof import('@tubekit/player/ads')> } = {},
): Promise<Player | null> {
  const doc = win.document;
  const raw = doc.getElementById('te-data')?.textContent;
  const stage = doc.querySelector<HTMLElement>('.te-stage');
  if (!raw || !stage) return null;
  const data = JSON.parse(raw) as EmbedClientData;
  const query = new URLSearchParams(win.location.search);
  const campaign = query.get('campaign');
  const analytics = createEmbedAnalytics(win, { video_id: data.video.video_id, campaign });
  // Partner numbers (docs/partners.md): the loader's campaign in the beacons, as on the site.
  const goal = (name: string, fields: Record<string, unknown>) => {
    analytics.send(name, fields);
    if (name === 'player_firstframe') sendPartnerBeacon('play', campaign);
    if (name === 'player_adplay') sendPartnerBeacon('ad_impression', campaign);
  };
  // Related links open the site with the campaign too, like the title and logo.
  const relatedQuery = campaign ? `?r=1&campaign=${encodeURIComponent(campaign)}` : '?r=1';
  let player: Player | null = null;
  wireEmbedLinks(stage, analytics, () => player?.getSnapshot().currentTime ?? 0, campaign);

  // Tags come from the server's boot data; none configured: the ads chunk is never requested.
  const ads: PageAds | null = pageAds(data.ads, {
    campaign,
    onGoal: goal,
    load: options.loadAds,
  });

  await waitForAge(doc);
  player = createPlayer({
    container: doc.getElementById('te-player'),
    sources: data.sources,
    poster: data.video.poster,
    // The player reads autoplay, start_time and campaign (handed on to ad breaks) from here.
    query,
    embed: true,
    related: data.related.map((v) => ({ ...v, url: `/video/${v.video_id}/${v.dir}/${relatedQuery}` })),
    onGoal: goal,
    specialUser: data.specialUser === true,
    ...(ads ? { adBreak: ads.adBreak } : {}),
  });
  if (!player) return null;
  sendPartnerBeacon('view', campaign);
  const p = player;
  ads?.attach(p);
  const bridge = createBridge(win, hostOrigin(win, query.get('origin')), {
    play: () => p.play(),
    pause: () => p.pause(),
    seek: (s) => p.seek(s),
    setMuted: (m) => p.setMuted(m),
  });
  const times = () => ({ currentTime: p.getSnapshot().currentTime, duration: p.getSnapshot().duration });
  p.on('statechange', ({ status, prev }) => {
    if (status === 'playing' && prev !== 'playing') bridge.emit('play', times());
    if (status === 'paused' && prev !== 'paused') bridge.emit('pause', times());
  });
  p.on('ended', () => bridge.emit('ended', times()));
  p.on('timeupdate', () => bridge.emit('timeupdate', times()));
  p.on('error', (error) => bridge.emit('error', { code: error.code, kind: error.kind }));
  p.on('destroy', () => bridge.destroy());
  stage.classList.add('te-ready');
  bridge.emit('ready', times());
  return p;
}
