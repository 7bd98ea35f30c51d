import { DEFAULTS, LIFETIME, PAGE_SIZE, type VideosAnswer, videosPath } from '@tubekit/contract';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { ApiTransport } from '../api/transport.ts';
import { t } from '../i18n/t.ts';
import { notFound } from '../route-module.ts';
import { useApi } from '../site-context.tsx';
import { VideoListing } from './video-listing.tsx';

/** The videos2 section of a channel's or a model's videos. */
export type EntitySection = 'channels' | 'models';

/** json/videos2 of one page of an entity's videos (default sort latest-updates). */
export function entityVideosPath(section: EntitySection, dir: string, page: number): string {
  return videosPath.build({
    lifetime: LIFETIME.videosList,
    gender: DEFAULTS.gender,
    sort: 'latest-updates',
    count: PAGE_SIZE.videos,
    section,
    object_id: dir,
    page,
    type: 'all',
    duration: 0,
    date: 'all',
  });
}

/**
 * The loader of an entity's videos page: the entity and one page of its videos, asked
 * together. A bad `:page` is the 404, as is an unknown entity (from `load`).
 */
export async function loadEntityVideos<T>(
  params: Params,
  api: ApiTransport,
  section: EntitySection,
  dir: string,
  load: (api: ApiTransport, dir: string) => Promise<T>,
): Promise<{ entity: T; answer: VideosAnswer; page: number }> {
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) notFound();
  const [entity, answer] = await Promise.all([
    load(api, dir),
    api.get<VideosAnswer>(entityVideosPath(section, dir, page)),
  ]);
  return { entity, answer, page };
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
  /** The address of a page of the videos (page 1 is the entity page itself). */
  href: (page: number) => string;
}

/** The entity with its videos, pager and load more. */
export function EntityVideosPage(props: EntityVideosPageProps) {
  const { section, dir, title } = props;
  const api = useApi();
  return (
    <section className={`page ${props.pageClass}`}>
      {props.header}
      <h2>{title}</h2>
      <VideoListing
        answer={props.answer}
        page={props.page}
        href={props.href}
        fetchPage={(p) => api.get<VideosAnswer>(entityVideosPath(section, dir, p))}
        loadMoreLabel={t('listing.load_more')}
        title={title}
      />
    </section>
  );
}
