import { oembedDiscoveryLink } from './oembed.ts';

/** A rendered page as far as discovery cares (the ssr plugin's SiteRenderResult fits). */
interface RenderedPage {
  status: number;
  head: string;
}

const VIDEO_PAGE = /^\/video\/[1-9]\d{0,14}\/[^/?#]+\/$/;

/**
 * Adds the oEmbed discovery link to the head of a video page (`/video/{id}/{dir}/`) that
 * rendered 200 and is indexable (a deleted video's page is noindex, and oEmbed answers 404
 * for it). Other pages come back unchanged.
 */
export function withOembedDiscovery<T extends RenderedPage>(page: T, requestUrl: string, origin: string): T {
  const path = requestUrl.split('?')[0] ?? '';
  if (page.status !== 200 || !VIDEO_PAGE.test(path) || page.head.includes('noindex')) return page;
  return { ...page, head: `${page.head}\n${oembedDiscoveryLink(origin, `${origin}${path}`)}` };
}
