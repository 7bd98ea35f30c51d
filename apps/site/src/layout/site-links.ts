/**
 * Links of the header, burger menu and footer. External sites are synthetic placeholders
 * (the sister network, review directory and cam partner have no real addresses yet).
 */
export interface SiteLink {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * The Videos dropdown and the burger's first items: menu names New, Popular, Best of spec
 * section 2, plus Longest; then the lists this browser keeps, Watch later and History (spec
 * section 3: IndexedDB, for visitors too; a member's pages point to the profile's tabs).
 */
export const VIDEO_LINKS: SiteLink[] = [
  { label: 'New', href: '/videos/latest-updates/1/' },
  { label: 'Popular', href: '/videos/most-popular/1/' },
  { label: 'Best', href: '/videos/top-rated/1/' },
  { label: 'Longest', href: '/videos/longest/1/' },
  { label: 'Watch later', href: '/watch-later/' },
  { label: 'History', href: '/history/' },
];

/** The three sister network sites (Sites dropdown, footer "Our network"). */
export const NETWORK_LINKS: SiteLink[] = [
  { label: 'Tubekit Classic', href: 'https://classic.tubekit.example/', external: true },
  { label: 'Tubekit Shorts', href: 'https://shorts.tubekit.example/', external: true },
  { label: 'Tubekit HD', href: 'https://hd.tubekit.example/', external: true },
];

/** External review directory and live-cams partner. */
export const REVIEW_LINK: SiteLink = {
  label: 'Best Sites',
  href: 'https://reviews.tubekit.example/',
  external: true,
};
export const CAMS_LINK: SiteLink = {
  label: 'Live Cams',
  href: 'https://cams.tubekit.example/',
  external: true,
};

/** Footer columns. */
export const WORK_WITH_US: SiteLink[] = [
  { label: 'Content partner program', href: '/content-partner-program/' },
  { label: 'Webmasters', href: '/information/support/' },
  { label: 'Advertise', href: '/contacts/' },
];
export const LEGAL_LINKS: SiteLink[] = [
  { label: 'DMCA', href: '/information/dmca/' },
  { label: 'Terms', href: '/information/terms/' },
  { label: 'Privacy', href: '/information/privacy/' },
  { label: '2257', href: '/information/2257/' },
  { label: 'Cookies policy', href: '/information/cookies/' },
];
export const SUPPORT_LINKS: SiteLink[] = [{ label: 'Contacts', href: '/contacts/' }];
