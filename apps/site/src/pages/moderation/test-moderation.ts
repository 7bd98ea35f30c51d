import type { DmcaNotice, ModerationAction, ModerationQueueItem, ModerationReport } from '@tubekit/contract';
import type { SentForm } from '../../account/test-account-api.tsx';
import type { ApiTransport } from '../../api/transport.ts';
import { testObjects } from '../../test-objects.ts';

/** A queued upload (a title with markup: the page must show it as text). */
export const testQueueItem = testObjects<ModerationQueueItem>({
  video_id: 31,
  upload_id: 9,
  title: 'Beach <b>day</b>',
  description: 'Line one\nLine two',
  duration: 725,
  categories: [
    { dir: 'beach', title: 'Beach' },
    { dir: 'amateur', title: 'Amateur' },
  ],
  gender: 'straight',
  is_private: 0,
  uploader: { user_id: 7, username: 'AnnaBell' },
  added_date: 1_700_000_000,
  preview: '/media/31/preview.jpg',
  screenshots: ['/media/31/s1.jpg', '/media/31/s2.jpg'],
  timeline: '',
  sources: [],
  near_duplicate: null,
  history: [],
});

/** A recorded action of moderator `mod`. */
export const testAction = testObjects<ModerationAction>({
  action_id: 1,
  item: 'videos',
  object_id: 31,
  act: 'unpublish',
  moderator: { user_id: 2, username: 'mod' },
  reason: '',
  text: '',
  added_date: 1_700_000_100,
});

/** An open report of video 40 by uploader bob (8). */
export const testReport = testObjects<ModerationReport>({
  report_id: 3,
  section: 'videos',
  object_id: 40,
  reason: 'minors',
  text: 'Looks <i>young</i>',
  item_text: '',
  video: { video_id: 40, title: 'Party', status_id: 1, uploader: { user_id: 8, username: 'bob' } },
  added_date: 1_700_000_200,
});

/** A DMCA notice naming video 40. */
export const testNotice = testObjects<DmcaNotice>({
  notice_id: 5,
  name: 'Studio <b>X</b>',
  email: 'legal@example.com',
  url: 'http://site/video/40/party/',
  work: 'https://studio.example/party',
  text: 'This is our film.',
  video_id: 40,
  added_date: 1_700_000_300,
});

/** What moderation.php's GETs answer in a test, by section (an error answer for a refusal). */
export interface ModerationAnswers {
  queue?: unknown;
  reports?: unknown;
  dmca?: unknown;
  history?: unknown;
}

/**
 * A fake API: form.php hands out csrf-1, csrf-2…; moderation.php answers the GETs from
 * `answers` (empty lists by default) and each POST with `post` ({success: true} by default).
 * `gets` and `posts` record the calls.
 */
export function fakeModerationApi(
  answers: ModerationAnswers = {},
  post: (sent: SentForm) => unknown = () => ({ success: true }),
) {
  const gets: string[] = [];
  const posts: SentForm[] = [];
  let tokens = 0;
  const api: ApiTransport = {
    get: async <T>(path: string) => {
      gets.push(path);
      const query = new URLSearchParams(path.split('?')[1]);
      if (path.startsWith('form.php')) return { csrf: `csrf-${++tokens}`, captcha: null } as T;
      const section = query.get('section') as keyof ModerationAnswers;
      const fallback = {
        queue: { items: [] },
        reports: { reports: [] },
        dmca: { notices: [] },
        history: { actions: [] },
      };
      return (answers[section] ?? fallback[section]) as T;
    },
    post: async <T>(path: string, form: Record<string, string | number>) => {
      const sent = { path, form };
      posts.push(sent);
      return post(sent) as T;
    },
  };
  return { api, gets, posts };
}
