import { VIDEO_STATUS } from '@tubekit/contract';
import type { Row } from './bulk-insert.ts';
import { slugify, videoTitle } from './names.ts';
import type { EntityPlan } from './plan.ts';
import type { Prng } from './prng.ts';
import { ratingOf, round2 } from './tally.ts';
import { COMMENTS, DESCRIPTIONS } from './words.ts';

/** A clip of the media pool that catalogue videos point at. */
export interface PoolClip {
  mediaId: number;
  duration: number;
  vr: boolean;
}

/** Column lists of the rows `videoBlock` makes (same order as the values). */
export const VIDEO_COLUMNS = [
  'video_id',
  'dir',
  'title',
  'description',
  'duration',
  'post_date',
  'status_id',
  'user_id',
  'channel_id',
  'media_id',
  'gender',
  'likes',
  'dislikes',
  'rating',
  'video_viewed',
  'comments_count',
  'popularity',
  'sg_id',
  'ex_tube',
  'ex_id',
  'is_private',
] as const;
export const COMMENT_COLUMNS = [
  'comment_id',
  'section',
  'object_id',
  'user_id',
  'text',
  'likes',
  'dislikes',
  'added_date',
] as const;

/** Per-video facts kept for the social step (playlists) and the tests. */
export interface VideoFacts {
  /** 0 str, 1 gay, 2 she. */
  gender: Uint8Array;
  postDate: Uint32Array;
  rating: Float32Array;
}

/** Shared state of the whole video pass. */
export interface VideoContext {
  rng: Prng;
  plan: EntityPlan;
  now: number;
  total: number;
  firstVideoId: number;
  /** Plan index (0-based) of the one deleted video. */
  deletedIndex: number;
  vrEvery: number;
  flatClips: PoolClip[];
  vrClips: PoolClip[];
  facts: VideoFacts;
  nextCommentId: number;
}

/** Rows of one block of videos, one array per table. */
export interface VideoBlockRows {
  videos: Row[];
  categories: Row[];
  models: Row[];
  keywords: Row[];
  comments: Row[];
}

export const GENDERS = ['str', 'gay', 'she'] as const;
const SPAN = 3 * 365 * 86_400;
const DAY = 86_400;

/** Makes the rows of videos [from, to) (plan indexes) and counts them into the tallies. */
export function videoBlock(ctx: VideoContext, from: number, to: number): VideoBlockRows {
  const out: VideoBlockRows = { videos: [], categories: [], models: [], keywords: [], comments: [] };
  for (let i = from; i < to; i++) oneVideo(ctx, i, out);
  return out;
}

function oneVideo(ctx: VideoContext, i: number, out: VideoBlockRows): void {
  const { rng, plan, now } = ctx;
  const id = ctx.firstVideoId + i;
  // Ids grow with the date, like a real site, and the newest end is denser (power 1.6) so
  // the day, week and month filters always have videos.
  const fromNewest = (ctx.total - 1 - i + rng.next()) / ctx.total;
  const postDate = Math.max(now - SPAN, Math.round(now - 60 - SPAN * fromNewest ** 1.6));
  const ageDays = (now - postDate) / DAY;
  const deleted = i === ctx.deletedIndex;
  const status = deleted ? VIDEO_STATUS.deleted : VIDEO_STATUS.active;
  const vr = ctx.vrEvery > 0 && i % ctx.vrEvery === 7 % ctx.vrEvery;
  const gender = vr ? 0 : rng.weighted([80, 12, 8]);

  const clip =
    vr && ctx.vrClips.length ? rng.pick(ctx.vrClips) : ctx.flatClips.length ? rng.pick(ctx.flatClips) : null;
  const duration = clip ? Math.max(1, Math.round(clip.duration)) : syntheticDuration(rng);

  const views = Math.max(1, Math.round(rng.logNormal(1500, 1.5) * (1 + ageDays / 365)));
  const likes = Math.round(views * rng.next() * 0.03);
  const dislikes = Math.round(likes * rng.next() * 0.4);
  const rating = ratingOf(likes, dislikes);
  // Views weighted by recency: a fresh video with few views can outrank an old hit.
  const popularity = round2(views * (0.2 + 0.8 * Math.exp(-ageDays / 60)));
  const comments = deleted ? 0 : commentCount(rng);
  const user = plan.pick.user.pick(rng);
  const channel = rng.chance(0.85) ? plan.pick.channel.pick(rng) : -1;
  const title = videoTitle(rng);

  out.videos.push([
    id,
    slugify(title),
    title,
    rng.pick(DESCRIPTIONS),
    duration,
    postDate,
    status,
    plan.users[user]?.id ?? 0,
    channel >= 0 ? (plan.channels[channel]?.id ?? null) : null,
    clip?.mediaId ?? null,
    GENDERS[gender] as string,
    likes,
    dislikes,
    rating,
    views,
    comments,
    popularity,
    0,
    '',
    '',
    0,
  ]);
  ctx.facts.gender[i] = gender;
  ctx.facts.postDate[i] = postDate;
  ctx.facts.rating[i] = rating;

  const count = (tally: EntityPlan['tally'][keyof EntityPlan['tally']], index: number) => {
    if (!deleted) tally.addVideo(index, views, likes, dislikes, popularity);
  };
  count(plan.tally.users, user);
  if (channel >= 0) count(plan.tally.channels, channel);

  // The listing keys each link row copies (LINK_KEYS in generate.ts), written here so the bulk load
  // skips the trigger that would read them from the video row.
  const listed = [postDate, status, GENDERS[gender] as string, 0];
  const categories = plan.pick.category.pickDistinct(rng, rng.int(1, 4));
  if (vr && plan.vrCategory >= 0 && !categories.includes(plan.vrCategory)) categories.push(plan.vrCategory);
  for (const c of categories) {
    out.categories.push([id, plan.categories[c]?.id as number, ...listed]);
    count(plan.tally.categories, c);
  }
  for (const m of videoModels(ctx, gender)) {
    out.models.push([id, plan.models[m]?.id as number, ...listed]);
    count(plan.tally.models, m);
  }
  for (const k of plan.pick.keyword.pickDistinct(rng, rng.int(2, 4))) {
    out.keywords.push([id, plan.keywords[k]?.id as number]);
    count(plan.tally.keywords, k);
  }
  for (let c = 0; c < comments; c++) {
    const commenter = plan.users[rng.int(0, plan.users.length - 1)]?.id as number;
    const at = postDate + Math.floor(rng.next() * Math.max(1, now - postDate));
    out.comments.push([
      ctx.nextCommentId++,
      'videos',
      id,
      commenter,
      rng.pick(COMMENTS),
      rng.int(0, 20),
      rng.int(0, 4),
      at,
    ]);
  }
}

/** Performers of a video: women (and sometimes a man) for str, men for gay, shemales for she. */
function videoModels(ctx: VideoContext, gender: number): number[] {
  const { rng, plan } = ctx;
  const n = rng.weighted([20, 55, 20, 5]);
  if (n === 0) return [];
  const main = (gender === 1 ? 1 : gender === 2 ? 3 : 2) as 1 | 2 | 3;
  const picker = plan.pick.model[main];
  if (!picker) return [];
  const chosen = picker.pickDistinct(rng, n).map((j) => plan.pick.modelsOf[main][j] as number);
  const men = plan.pick.model[1];
  if (gender === 0 && n > 1 && men && rng.chance(0.4)) {
    chosen[chosen.length - 1] = plan.pick.modelsOf[1][men.pick(rng)] as number;
  }
  return [...new Set(chosen)];
}

/** Without a media pool: 60 % under 10 min, 30 % 10-40 min, 10 % over 40 min (spec buckets). */
function syntheticDuration(rng: Prng): number {
  const bucket = rng.weighted([60, 30, 10]);
  if (bucket === 0) return rng.int(30, 599);
  if (bucket === 1) return rng.int(600, 2400);
  return rng.int(2401, 5400);
}

/** Most videos have no comment; the rest a handful (mean about 1 per video). */
function commentCount(rng: Prng): number {
  if (!rng.chance(0.4)) return 0;
  return Math.min(12, 1 + Math.floor(rng.logNormal(1.2, 0.9)));
}
