import { act } from '@testing-library/react';
import { encodeVideoUrl, type RelatedVideo, type Video, type VideoFileSource } from '@tubekit/contract';
import type { ComponentType } from 'react';
import type { ApiTransport } from '../../api/transport.ts';
import { NotFoundView, PageOutlet } from '../../app.tsx';
import { ModalHost } from '../../modals/modal-host.tsx';
import { Notifications } from '../../notifications/notifications.tsx';
import type { RootData } from '../../root-loader.ts';
import type { PageLoader, PageModule } from '../../route-module.ts';
import { renderRouter } from '../../router/test-router.tsx';

/** A synthetic active video (no real names or media). */
export function makeVideo(over: Partial<Video> = {}): Video {
  return {
    video_id: 1001,
    id: 1001,
    dir: 'test-pattern-clip',
    title: 'Test pattern clip',
    description: 'Colour bars and a sine tone.',
    duration: '1:00',
    post_date: '2025-03-04T05:06:07Z',
    thumbsrc: '/media/1/thumbs/',
    scr: '/media/1/scr.jpg',
    scr1: '/media/1/scr1.jpg',
    img: '/media/1/scr.jpg',
    thumbs: ['/media/1/thumbs/1.jpg'],
    thumb: '/media/1/thumbs/1.jpg',
    likes: 3,
    dislikes: 1,
    video_viewed: 1234,
    statistics: { viewed: 1234, likes: 3, dislikes: 1, videos: 2 },
    status_id: 1,
    models: [{ dir: 'model-alpha', title: 'Model Alpha' }],
    categories: [{ dir: 'bars', title: 'Bars' }],
    channel: { dir: 'studio-one', title: 'Studio One', url: '', vda: 1 },
    user: { user_id: 1, username: 'uploader1' },
    sg_id: 0,
    ex_tube: '',
    ex_id: '',
    toptn: [],
    ...over,
  };
}

/** Synthetic related items `from`, `from + 1`... */
export function makeRelated(count: number, from = 2000): RelatedVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    video_id: from + i,
    dir: `related-${from + i}`,
    title: `Related clip ${from + i}`,
    duration: '0:30',
    scr: `/media/${from + i}/scr.jpg`,
  }));
}

/** One playable mp4 source (jsdom never loads it). */
export function mp4Source(videoId = 1001): VideoFileSource {
  return {
    video_url: encodeVideoUrl(`/media/${videoId}/clip_hd.mp4`),
    format: '_hd.mp4',
    timelines_count: 0,
    timelines_interval: 0,
    timelines_format: 'timelines',
    duration: 60,
    dir_path: '0/1',
    video_id: videoId,
  };
}

/** Answers of the fake transport, by call. */
export interface FakeAnswers {
  video: unknown;
  related?: unknown;
  /** Related page 2 (load more). */
  related2?: unknown;
  /** The answer of input.php act=vote. */
  vote?: unknown;
}

/** A transport answering by path; records every GET path and every POST form. */
export function fakeVideoApi(answers: FakeAnswers) {
  const gets: string[] = [];
  const posts: Record<string, string | number>[] = [];
  const api: ApiTransport = {
    async get<T>(path: string): Promise<T> {
      gets.push(path);
      if (path.startsWith('json/video/')) return answers.video as T;
      if (path.startsWith('json/related/'))
        return (path.includes('.all.2.') ? answers.related2 : answers.related) as T;
      if (path.startsWith('videofile.php')) return [mp4Source()] as T;
      return { error: true, code: 'not_found' } as T;
    },
    async post<T>(_path: string, form: Record<string, string | number>): Promise<T> {
      posts.push(form);
      return (form.act === 'vote' ? (answers.vote ?? { ok: true }) : { ok: true }) as T;
    },
  };
  return { api, gets, posts };
}

/**
 * Renders a page module at `url` the way routes.tsx wires it, under a layout with the
 * modal host and the notifications, plus a /404/ route showing the site's 404 view and any
 * other address showing "Another page"; `rootData` is the shared root data.
 */
export function renderWithLayout<T>(
  mod: { default: ComponentType; loader?: PageLoader<T> },
  options: { routePath: string; url: string; api: ApiTransport; rootData?: RootData },
) {
  return renderRouter({
    pages: [
      { name: 'page', path: options.routePath, load: async () => mod as PageModule },
      { name: 'not-found-page', path: '/404/', load: async () => ({ default: NotFoundView }) },
      { name: 'other', path: '*', load: async () => ({ default: () => <p>Another page</p> }) },
    ],
    url: options.url,
    api: options.api,
    ...(options.rootData ? { root: options.rootData } : {}),
    layout: (
      <>
        <PageOutlet />
        <ModalHost />
        <Notifications />
      </>
    ),
  });
}

/**
 * Lets promises, IndexedDB and React settle without touching timers: for tests under fake
 * `setTimeout`, where testing-library's find* would wait on a timer that never fires.
 */
export async function settle(rounds = 30): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });
}

export { clearLocalDb } from '../../storage/test-db.ts';
