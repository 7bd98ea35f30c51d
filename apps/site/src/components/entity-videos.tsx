import { LATEST_VIDEOS, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { ApiTransport } from '../api/transport.ts';
import { t } from '../i18n/t.ts';
import { notFound, type PageLoader, type PageMeta, type PageMetaArgs } from '../route-module.ts';
import { existingPage } from '../router/outcome.ts';
import { usePageData } from '../router/site-state.ts';
import { useApi } from '../site-context.tsx';
import type { EntityPages } from './entity-address.ts';
import { filteredTitle, filtersFromSearch, type ListingFilters, withFilters } from './listing-filters.ts';
import { ListingFilterBar } from './sorted-list-page.tsx';
import { VideoListing } from './video-listing.tsx';

/** The videos2 section of a channel's or a model's videos. */
export type EntitySection = 'channels' | 'models';

/** json/videos2 of one page of an entity's videos (default sort latest-updates), filtered by duration. */
export function entityVideosPath(
  section: EntitySection,
  dir: string,
  page: number,
  filters: ListingFilters,
): string {
  return videosPath.build({
    ...LATEST_VIDEOS,
    ...filters,
    count: PAGE_SIZE.videos,
    section,
    object_id: dir,
    page,
  });
}

/**
 * The loader of an entity's videos page: the entity and one page of its videos, asked
 * together, with the duration filter of the address's query (the sort is latest-updates,
 * which takes no date). A bad `:page` is the 404, as are a bad `:dir` and an unknown entity.
 */
export async function loadEntityVideos<T>(
  params: Params,
  search: URLSearchParams,
  api: ApiTransport,
  section: EntitySection,
  pages: EntityPages<T>,
): Promise<{ entity: T; answer: VideosAnswer; page: number; filters: ListingFilters }> {
  const dir = pages.dir(params.dir);
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) notFound();
  const filters = filtersFromSearch(search);
  const [entity, answer] = await Promise.all([
    pages.load(api, dir),
    api.get<VideosAnswer>(entityVideosPath(section, dir, page, filters)),
  ]);
  return { entity, answer: existingPage(answer, page), page, filters };
}

export interface EntityVideosPageProps {
  /** The page's own class (page--pornsite...). */
  pageClass: string;
  header: ReactNode;
  section: EntitySection;
  dir: string;
  title: string;
  answer: VideosAnswer;
  page: number;
  filters: ListingFilters;
  /** The address of a page of the videos with `filters` (page 1 is the entity page itself). */
  href: (page: number, filters: ListingFilters) => string;
}

/** The entity with its duration filter, videos, pager and load more. */
export function EntityVideosPage(props: EntityVideosPageProps) {
  const { section, dir, title, filters } = props;
  const api = useApi();
  return (
    <section className={`page ${props.pageClass}`}>
      {props.header}
      <h2>{title}</h2>
      <ListingFilterBar filters={filters} href={(_, f) => props.href(1, f)} />
      <VideoListing
        answer={props.answer}
        page={props.page}
        href={(p) => props.href(p, filters)}
        fetchPage={(p) => api.get<VideosAnswer>(entityVideosPath(section, dir, p, filters))}
        loadMoreLabel={t('listing.load_more')}
        title={filteredTitle(title, filters)}
      />
    </section>
  );
}

/** What tells one kind of entity's videos page from another's. */
export interface EntityVideosKind<T> {
  section: EntitySection;
  /** The page's own class (page--pornstar...). */
  pageClass: string;
  /** The meta description. */
  description: (entity: T) => string;
  /** The entity header with its tabs. */
  header: (entity: T) => ReactNode;
}

/**
 * The route module of an entity's videos, /{base}/{dir}/ (page 1) and
 * /{base}/{dir}/videos/{page}/: the loader, the meta ("{title} videos", the page suffix from
 * page 2, a canonical that keeps the entity) and the page.
 */
export function entityVideosRoute<T extends { dir: string; title: string }>(
  pages: EntityPages<T>,
  kind: EntityVideosKind<T>,
) {
  /** Page 1 is the entity page itself; later pages live under videos/{page}/. */
  const tabOf = (page: number) => (page > 1 ? `videos/${page}/` : '');
  const loader = (async ({ params, url, api }) =>
    loadEntityVideos(params, url.searchParams, api, kind.section, pages)) satisfies PageLoader;

  function meta({ data, url }: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
    const { entity, page, filters } = data;
    return {
      title: filteredTitle(`${entity.title} videos`, filters),
      description: kind.description(entity),
      page,
      canonical: withFilters(pages.canonical(url, entity.dir, tabOf(page)), filters),
    };
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per entity kind when its route module loads, never during a render
  function Page() {
    const { entity, answer, page, filters } = usePageData<typeof loader>();
    return (
      <EntityVideosPage
        pageClass={kind.pageClass}
        header={kind.header(entity)}
        section={kind.section}
        dir={entity.dir}
        title={`${entity.title} videos`}
        answer={answer}
        page={page}
        filters={filters}
        href={(p, f) => withFilters(pages.href(entity.dir, tabOf(p)), f)}
      />
    );
  }

  return { loader, meta, Page };
}
