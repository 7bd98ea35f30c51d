import type { RouteName } from '../../routes.tsx';

/** The route name of an information child page (spec section 2). */
export type InfoPageName = Extract<RouteName, `information_${string}`>;

/** The information pages (spec section 2: /information/ and its six children), in menu order. */
export interface InfoPageLink {
  /** Route name of spec section 2. */
  name: InfoPageName;
  href: string;
  /** The page's heading and menu label. */
  title: string;
  /** One line for the index and the page's meta description. */
  summary: string;
}

export const INFO_PAGES: readonly InfoPageLink[] = [
  {
    name: 'information_terms',
    href: '/information/terms/',
    title: 'Terms of use',
    summary: 'The rules for using the site, uploading videos and posting comments.',
  },
  {
    name: 'information_privacy',
    href: '/information/privacy/',
    title: 'Privacy policy',
    summary: 'What data the site keeps about visitors and members, why, and for how long.',
  },
  {
    name: 'information_cookies',
    href: '/information/cookies/',
    title: 'Cookies policy',
    summary: 'Every cookie and browser storage entry the site sets, with its purpose and lifetime.',
  },
  {
    name: 'information_dmca',
    href: '/information/dmca/',
    title: 'DMCA',
    summary: 'How rights holders report a video and how we remove it.',
  },
  {
    name: 'information_2257',
    href: '/information/2257/',
    title: '18 U.S.C. 2257 statement',
    summary: 'Record-keeping requirements compliance statement.',
  },
  {
    name: 'information_support',
    href: '/information/support/',
    title: 'Support',
    summary: 'Answers to common questions and how to reach the team.',
  },
];

/** The entry of a route name (every information child has one). */
export function infoPage(name: InfoPageName): InfoPageLink {
  const page = INFO_PAGES.find((p) => p.name === name);
  if (!page) throw new Error(`no information page ${name}`);
  return page;
}
