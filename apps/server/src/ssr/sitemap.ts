import {
  type CategoriesAnswer,
  type ChannelsAnswer,
  categoriesPath,
  channelsPath,
  DEFAULTS,
  escapeHtml,
  formatModelFilter,
  LATEST_VIDEOS,
  LIFETIME,
  type ModelsAnswer,
  modelsPath,
  VIDEO_SORTS,
  type VideosAnswer,
  videosPath,
} from '@tubekit/contract';
import type { SiteApiTransport } from './inject-transport.ts';

/** URLs per sitemap file (the API's largest page; the protocol allows 50,000). */
export const SITEMAP_PAGE = 1000;

/** The parts of the sitemap index. */
export type SitemapKind = 'pages' | 'categories' | 'models' | 'channels' | 'videos';

const STATIC_PATHS = [
  '/',
  ...VIDEO_SORTS.map((s) => `/videos/${s}/1/`),
  '/categories/',
  '/pornstars/alphabetaz/1/',
  '/pornsites/alphabetaz/1/',
  '/content-partner-program/',
  '/information/',
  ...['dmca', 'support', 'terms', 'privacy', '2257', 'cookies'].map((p) => `/information/${p}/`),
  '/contacts/',
];

/** A `<urlset>` of absolute URLs. */
export function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeHtml(origin + p)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** A `<sitemapindex>` of the given sitemap files. */
export function sitemapIndex(origin: string, files: string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeHtml(`${origin}/${f}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

const videosList = (page: number, count: number) =>
  videosPath.build({ ...LATEST_VIDEOS, lifetime: LIFETIME.videos, count, page });
const modelsList = (page: number, count: number) =>
  modelsPath.build({
    lifetime: LIFETIME.models,
    gender: DEFAULTS.gender,
    filter: formatModelFilter({}),
    sort: 'alphabetaz',
    count,
    page,
  });
const channelsList = (page: number, count: number) =>
  channelsPath.build({
    lifetime: LIFETIME.channels,
    gender: DEFAULTS.gender,
    sort: 'alphabetaz',
    count,
    section: 'all',
    object_id: '',
    page,
  });

/** Totals per paginated kind, read with a one-item page of each list. */
async function totals(api: SiteApiTransport): Promise<Record<'models' | 'channels' | 'videos', number>> {
  const total = (a: { total_count: number } | { error: true }) => ('error' in a ? 0 : a.total_count);
  const [models, channels, videos] = await Promise.all([
    api.get<ModelsAnswer>(modelsList(1, 1)),
    api.get<ChannelsAnswer>(channelsList(1, 1)),
    api.get<VideosAnswer>(videosList(1, 1)),
  ]);
  return { models: total(models), channels: total(channels), videos: total(videos) };
}

/** The file names of the index: pages, categories, then each kind in pages of 1000. */
export async function sitemapFiles(api: SiteApiTransport): Promise<string[]> {
  const t = await totals(api);
  const files = ['sitemap-pages-1.xml', 'sitemap-categories-1.xml'];
  for (const kind of ['models', 'channels', 'videos'] as const) {
    const pages = Math.ceil(t[kind] / SITEMAP_PAGE);
    for (let p = 1; p <= pages; p++) files.push(`sitemap-${kind}-${p}.xml`);
  }
  return files;
}

/** The site paths of one sitemap file, or null when the kind or page does not exist. */
export async function sitemapPaths(
  api: SiteApiTransport,
  kind: string,
  page: number,
): Promise<string[] | null> {
  if (!Number.isInteger(page) || page < 1 || page > 10000) return null;
  switch (kind) {
    case 'pages':
      return page === 1 ? STATIC_PATHS : null;
    case 'categories': {
      if (page !== 1) return null;
      const a = await api.get<CategoriesAnswer>(
        categoriesPath.build({
          lifetime: LIFETIME.categories,
          gender: DEFAULTS.gender,
          section: 'all',
          lang: 'en',
        }),
      );
      return 'error' in a ? [] : a.categories.map((c) => `/categories/${c.dir}/`);
    }
    case 'models': {
      const a = await api.get<ModelsAnswer>(modelsList(page, SITEMAP_PAGE));
      return 'error' in a || !a.models.length ? null : a.models.map((m) => `/pornstar/${m.dir}/`);
    }
    case 'channels': {
      const a = await api.get<ChannelsAnswer>(channelsList(page, SITEMAP_PAGE));
      return 'error' in a || !a.channels.length ? null : a.channels.map((c) => `/pornsite/${c.dir}/`);
    }
    case 'videos': {
      const a = await api.get<VideosAnswer>(videosList(page, SITEMAP_PAGE));
      return 'error' in a || !a.videos.length ? null : a.videos.map((v) => `/video/${v.video_id}/${v.dir}/`);
    }
    default:
      return null;
  }
}
