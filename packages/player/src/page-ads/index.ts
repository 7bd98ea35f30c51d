/**
 * `@tubekit/player/page-ads`: server-configured VAST tags to a player's ads, for pages that
 * get their ad config as data (the site's video page, the embed page). The ads entry itself
 * stays a lazy chunk behind it.
 */
import { adTagsForCampaign, type PlayerAdsConfig } from '@tubekit/contract';
import type { AdGoalName, AdsController, AdsOptions } from '../ads/index.ts';
import type { AdBreak, Player } from '../index.ts';

type AdsModule = typeof import('../ads/index.ts');

/** The page's ads: the player's `adBreak` seam and the hook that connects a created player. */
export interface PageAds {
  /** The VAST tags after the campaign was filled in (main tag first, then backups). */
  tags: string[];
  adBreak: AdBreak;
  attach(player: Player): void;
}

/** Options of {@link pageAds}. */
export interface PageAdsOptions {
  /** The page's `campaign` query value (spec section 2): filled into or appended to each tag. */
  campaign: string | null;
  onGoal?: (goal: AdGoalName, data: Record<string, unknown>) => void;
  /** The page's ad slot beside the player, where a VAST ad's companion banner shows while it plays. */
  companionSlot?: AdsOptions['companionSlot'];
  /** Loads the ads chunk; tests pass the module itself. */
  load?: () => Promise<AdsModule>;
}

/** The pause ad: the configured page in a sandboxed frame of the standard 300x250 size. */
function pauseAdFrame(url: string) {
  return (slot: HTMLElement): undefined => {
    const frame = slot.ownerDocument.createElement('iframe');
    frame.src = url;
    frame.width = '300';
    frame.height = '250';
    frame.title = 'Advertisement';
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    slot.append(frame);
    return undefined;
  };
}

/**
 * The ads of one page (the site's video page and the embed page share it), or null when the server configured no tags (then the ads chunk is
 * never requested). `@tubekit/player/ads` loads on the first ad break or attach; one ads
 * controller lives per player and is destroyed with it.
 */
export function pageAds(config: PlayerAdsConfig | undefined, options: PageAdsOptions): PageAds | null {
  const tags = adTagsForCampaign(config?.tags ?? [], options.campaign);
  if (tags.length === 0) return null;
  const load = options.load ?? (() => import('../ads/index.ts'));
  const pauseAd = config?.pauseAdUrl ? { render: pauseAdFrame(config.pauseAdUrl) } : undefined;
  let current: Promise<AdsController> | null = null;
  const controller = () => {
    current ??= load().then((m) =>
      m.createAds({ tags, onGoal: options.onGoal, pauseAd, companionSlot: options.companionSlot }),
    );
    return current;
  };
  return {
    tags,
    // An ads chunk that fails to load means no ad: the player treats a rejection as "no ad".
    adBreak: (ctx) => controller().then((ads) => ads.adBreak(ctx)),
    attach(player) {
      const mine = controller();
      let destroyed = false;
      player.on('destroy', () => {
        destroyed = true;
        if (current === mine) current = null;
        void mine.then((ads) => ads.destroy()).catch(() => undefined);
      });
      void mine.then((ads) => (destroyed ? undefined : ads.attach(player))).catch(() => undefined);
    },
  };
}
