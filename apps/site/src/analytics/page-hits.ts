import { type AnalyticsEvent, track } from './sink.ts';

/** One navigation as the tracker sees it. */
export interface Navigation {
  /** Route name (spec section 2), e.g. 'videos', 'videos-categories'. */
  pageName: string;
  url: URL;
  /** The `:page` param, when the route has one. */
  page?: number;
}

/**
 * Page hits of spec section 2: after each navigation a `page_hit` with campaign and page name;
 * a `pagination` event when there was a previous page (the previous navigation had a page
 * number on the same route, and the number changed). The campaign is the server's (root
 * data: the landing URL's or the campaign cookie's, docs/partners.md), replaced by a
 * `campaign` query parameter met on a later navigation, for the rest of the document.
 */
export function createPageHitTracker(campaign = '', send: (event: AnalyticsEvent) => void = track) {
  let previous: Navigation | null = null;
  return {
    onNavigate(nav: Navigation): void {
      const fromUrl = nav.url.searchParams.get('campaign');
      if (fromUrl) campaign = fromUrl;
      send({
        event: 'page_hit',
        campaign,
        page_name: nav.pageName,
        page_path: nav.url.pathname + nav.url.search,
      });
      if (
        previous &&
        previous.page !== undefined &&
        nav.page !== undefined &&
        previous.pageName === nav.pageName &&
        previous.page !== nav.page
      ) {
        send({ event: 'pagination', page_name: nav.pageName, from_page: previous.page, to_page: nav.page });
      }
      previous = nav;
    },
  };
}
