import type { Row } from './bulk-insert.ts';
import { DEMO_ACCOUNTS, type DemoAccountHashes } from './demo-accounts.ts';
import { demoPicture } from './demo-pictures.ts';
import type { EntityPlan } from './plan.ts';
import type { Prng } from './prng.ts';
import { round2 } from './tally.ts';
import { COUNTRIES } from './words.ts';

/** A table name, its columns and its rows, ready for BulkInserter. */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: Row[];
}

// Without the demo hashes (bench and test catalogues): a marker no password matches, so
// those users cannot sign in until someone restores a password.
const NO_LOGIN = '!demo-seed-no-login';

/**
 * Rows of users, categories, channels, models and keywords, counters taken from the tallies.
 * Models and channels name their generated picture (`demo-pictures.ts`; the seed writes the
 * files); categories get their tiles once the videos are in (`category-tiles.ts`).
 * With `hashes`, users are real accounts: the moderator's hash for the demo moderator, the
 * demo member's for everyone else.
 */
export function entityRows(rng: Prng, plan: EntityPlan, hashes?: DemoAccountHashes): TableRows[] {
  const t = plan.tally;
  const moderator = (username: string) => username === DEMO_ACCOUNTS.moderator.username;
  const passwordHash = (username: string) =>
    hashes ? (moderator(username) ? hashes.moderator : hashes.member) : NO_LOGIN;
  return [
    {
      table: 'users',
      columns: [
        'user_id',
        'username',
        'email',
        'password_hash',
        'email_confirmed',
        'role',
        'user_type',
        'about_me',
        'country',
        'gender',
        'age',
        'relationship',
        'orientation',
        'avatar',
        'subscribers',
        'video_viewed',
        'added_date',
      ],
      rows: plan.users.map((u, i) => {
        const profile = rng.chance(0.6);
        const letter = u.username.charAt(0).toUpperCase();
        return [
          u.id,
          u.username,
          `${u.username}@example.invalid`,
          passwordHash(u.username),
          1,
          moderator(u.username) ? 'moderator' : 'member',
          0,
          profile ? 'Here for the good stuff.' : '',
          profile ? rng.pick(COUNTRIES) : '',
          profile ? String(rng.int(1, 3)) : '',
          profile ? String(rng.int(18, 60)) : '',
          profile ? String(rng.int(1, 3)) : '',
          profile ? String(rng.int(1, 5)) : '',
          rng.chance(0.4) ? avatar(letter, rng.int(0, 359)) : '',
          t.users.subscribers[i] as number,
          rng.int(0, 20_000),
          u.addedDate,
        ];
      }),
    },
    {
      table: 'categories',
      columns: [
        'category_id',
        'dir',
        'title',
        'description',
        'total_videos',
        'avg_videos_popularity',
        'toptn',
      ],
      rows: plan.categories.map((c, i) => [
        c.id,
        c.dir,
        c.title,
        `${c.title} videos.`,
        t.categories.videos[i] as number,
        t.categories.meanPopularity(i),
        c.toptn,
      ]),
    },
    {
      table: 'channels',
      columns: [
        'channel_id',
        'dir',
        'title',
        'url',
        'description',
        'vda',
        'thumbnail',
        ...COUNTER_COLUMNS,
        'added_date',
      ],
      rows: plan.channels.map((c, i) => [
        c.id,
        c.dir,
        c.title,
        `https://${c.dir}.example`,
        `Videos from ${c.title}.`,
        c.vda,
        demoPicture('channels', c.id, c.title).url,
        ...counters(t.channels, i),
        c.addedDate,
      ]),
    },
    {
      table: 'models',
      columns: [
        'model_id',
        'dir',
        'title',
        'thumbnail',
        ...Object.keys(plan.models[0]?.info ?? {}),
        ...COUNTER_COLUMNS,
        'comments_count',
        'added_date',
      ],
      rows: plan.models.map((m, i) => [
        m.id,
        m.dir,
        m.title,
        demoPicture('models', m.id, m.title).url,
        ...Object.values(m.info),
        ...counters(t.models, i),
        t.models.comments[i] as number,
        m.addedDate,
      ]),
    },
    {
      table: 'keywords',
      columns: ['keyword_id', 'title', 'popularity', 'total_videos'],
      rows: plan.keywords.map((k, i) => [k.id, k.title, k.popularity, t.keywords.videos[i] as number]),
    },
  ];
}

/** The columns `counters` fills, in its order. */
const COUNTER_COLUMNS = [
  'total_videos',
  'video_viewed',
  'likes',
  'dislikes',
  'rating',
  'popularity',
  'subscribers',
] as const;

/** total_videos, video_viewed, likes, dislikes, rating, popularity (mean), subscribers. */
function counters(tally: EntityPlan['tally']['models'], i: number): Row {
  return [
    tally.videos[i] as number,
    tally.views[i] as number,
    tally.likes[i] as number,
    tally.dislikes[i] as number,
    tally.rating(i),
    round2(tally.meanPopularity(i)),
    tally.subscribers[i] as number,
  ];
}

/** A tiny SVG avatar (a coloured disc with an initial) as a data URI: no file to serve. */
function avatar(letter: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,55%)"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
