/**
 * The player's ad configuration the server hands to its pages (the video page through the
 * root loader's data, the embed page through its boot data). Tag URLs come from server
 * configuration only; no page ever asks for them in a separate request.
 */

/** Ads of the player. Absent (or no tags) means no ads: the ads code is never loaded. */
export interface PlayerAdsConfig {
  /** VAST tag URLs: the first is the main tag, the rest are backups tried in order. */
  tags: string[];
  /** Page shown (in a frame) as the in-video ad on pause; no pause ad when absent. */
  pauseAdUrl?: string;
}

/** The placeholder a tag may carry for the visitor's campaign. */
export const CAMPAIGN_PLACEHOLDER = '{campaign}';

/**
 * The tags for one visitor: `{campaign}` is replaced by the page's `campaign` query value
 * (URL-encoded, empty without one); a tag without the placeholder gets `campaign=` appended
 * when there is a campaign, so the ad network sees the partner that sent the visitor.
 */
export function adTagsForCampaign(tags: readonly string[], campaign: string | null): string[] {
  const value = campaign ?? '';
  return tags
    .filter((tag) => tag.length > 0)
    .map((tag) => {
      if (tag.includes(CAMPAIGN_PLACEHOLDER))
        return tag.split(CAMPAIGN_PLACEHOLDER).join(encodeURIComponent(value));
      if (!value) return tag;
      const hash = tag.indexOf('#');
      const [base, fragment] = hash < 0 ? [tag, ''] : [tag.slice(0, hash), tag.slice(hash)];
      const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
      return `${base}${sep}campaign=${encodeURIComponent(value)}${fragment}`;
    });
}
