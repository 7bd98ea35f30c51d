// The ads e2e harness: mounts @tubekit/player with the ads layer configured from the query:
//   tag=<url> (repeat: main tag, then backups), tracking=<url> (ad-load GET),
//   pause=1 (pause ad), preplay=1 (pre-play overlay), offscreen=1 (the player starts below
//   the fold: out of view); the rest (autostart...) is the player's page query. The ads entry is imported lazily, as a page would, and only when
// the query configures ads. The content is the generated 20 s mp4 ladder.
import { createPlayer, type GoalName, type Player } from '@tubekit/player';
import '@tubekit/player/style.css';
import type { AdGoalName, AdsController, SlotRenderer } from '@tubekit/player/ads';
import { FIXTURES } from '../../player/harness/fixtures.ts';
import { installProbes, type Probe } from './probes.ts';

declare global {
  interface Window {
    player: Player | null;
    ads: AdsController | null;
    /** Player analytics goals, in order (declared alike by the player harness). */
    goals: Array<{ goal: GoalName; data: Record<string, unknown> }>;
    /** Ads analytics goals (player_adplay, player_vast_error), in order. */
    adGoals: Array<{ goal: AdGoalName; data: Record<string, unknown>; at: number }>;
    probes: Probe[];
    /** VAST requests as the ads layer made them: url and `Date.now()` when fetch was called. */
    adRequests: Array<{ url: string; at: number }>;
  }
}

/** A slot renderer that shows a plain banner (the page's own ad markup in production). */
const banner =
  (text: string): SlotRenderer =>
  (slot) => {
    const el = document.createElement('div');
    el.className = 'banner';
    el.dataset.testid = 'banner';
    el.textContent = text;
    slot.append(el);
    return undefined;
  };

async function main(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const tags = params.getAll('tag');
  const tracking = params.get('tracking') ?? undefined;
  const withAds = tags.length > 0 || params.has('pause') || params.has('preplay');
  // Below the fold: the viewport is never half on the player (viewability journeys).
  if (params.has('offscreen')) document.body.style.paddingTop = '200vh';
  window.goals = [];
  window.adGoals = [];
  window.adRequests = [];
  window.ads = withAds
    ? (await import('@tubekit/player/ads')).createAds({
        tags,
        trackingUrl: tracking,
        onGoal: (goal, data) => window.adGoals.push({ goal, data, at: Date.now() }),
        // The real fetch, timed: the request timeout runs from this call, not from its arrival.
        fetch: (input, init) => {
          window.adRequests.push({ url: String(input), at: Date.now() });
          return fetch(input, init);
        },
        pauseAd: params.has('pause') ? { render: banner('Pause ad') } : undefined,
        preplayAd: params.has('preplay') ? { render: banner('Pre-play ad') } : undefined,
      })
    : null;
  const player = createPlayer({
    container: document.getElementById('player'),
    sources: FIXTURES.ladder!(),
    title: 'Sample clip',
    query: location.search,
    adBreak: window.ads?.adBreak,
    onGoal: (goal, data) => window.goals.push({ goal, data }),
  });
  window.player = player;
  if (!player) return;
  window.probes = installProbes(player.root, player.video);
  window.ads?.attach(player);
}

void main();
