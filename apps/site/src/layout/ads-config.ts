import { WIDGET_COUNTRIES } from '@tubekit/contract';

/** A house ad: our own promotion shown in an ad slot (no third-party ad network yet). */
export interface HouseAd {
  url: string;
  /** Headline. */
  text: string;
  /** Second line. */
  note: string;
}

/** The 300x250 house banners (footer and suggestions). */
export const HOUSE_BANNERS: readonly HouseAd[] = [
  { url: '/content-partner-program/', text: 'Become a content partner', note: 'Earn from your uploads' },
  { url: '/videos/top-rated/1/', text: 'Best rated this week', note: 'Picked by visitors' },
  { url: '/categories/', text: 'Every category', note: 'Browse A to Z' },
  { url: '/videos/longest/1/', text: 'Long watches', note: 'Over 40 minutes' },
  { url: '/pornsites/alphabetaz/1/', text: 'Channels', note: 'Studios and creators' },
];

/**
 * The native slots a/b/c. A const of their own, not a field beside the banners: a page
 * without a native slot (the footer's banners are on every page) then carries none of it.
 */
export const NATIVE_ADS: Readonly<Record<'a' | 'b' | 'c', HouseAd>> = {
  a: { url: '/videos/most-popular/1/', text: 'Popular right now', note: 'Sponsored by Tubekit' },
  b: { url: '/pornstars/alphabetaz/1/', text: 'Meet the performers', note: 'Sponsored by Tubekit' },
  c: { url: '/content-partner-program/', text: 'Upload and earn', note: 'Sponsored by Tubekit' },
};

/** The cookie holding the visitor's two-letter country code. */
export const COUNTRY_COOKIE = 'country';

/** Spec: some placements switch to an embedded widget for visitors from US, JP, GE, FR, IT. */
export function usesWidget(cookies: Record<string, string>): boolean {
  const country = (cookies[COUNTRY_COOKIE] ?? '').toUpperCase();
  return (WIDGET_COUNTRIES as readonly string[]).includes(country);
}
