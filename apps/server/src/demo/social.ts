import type { Row } from './bulk-insert.ts';
import type { EntityPlan } from './plan.ts';
import type { Prng } from './prng.ts';
import { GENDERS, type VideoFacts } from './videos.ts';
import { COMMENTS, NOUNS, PLACES } from './words.ts';

export const PLAYLIST_COLUMNS = [
  'playlist_id',
  'user_id',
  'title',
  'description',
  'gender',
  'is_private',
  'total_videos',
  'video_viewed',
  'rating',
  'added_date',
] as const;
export const PLAYLIST_VIDEO_COLUMNS = ['playlist_id', 'video_id', 'position', 'added_date'] as const;
export const SUBSCRIPTION_COLUMNS = [
  'subscription_id',
  'user_id',
  'section',
  'object_id',
  'added_date',
] as const;

/** Inputs of the social step. */
export interface SocialContext {
  rng: Prng;
  plan: EntityPlan;
  now: number;
  videoCount: number;
  firstVideoId: number;
  deletedIndex: number;
  facts: VideoFacts;
  bases: { playlists: number; subscriptions: number; comments: number };
}

/** Rows of playlists, their videos, subscriptions and comments on performers. */
export interface SocialRows {
  playlists: Row[];
  playlistVideos: Row[];
  subscriptions: Row[];
  comments: Row[];
}

/**
 * Playlists (about one for every two users, 5-30 videos each), subscriptions (0-8 per user
 * to channels, models and members) and comments on performers. Counters land in the plan's
 * tallies so the entity rows written afterwards agree with these rows.
 */
export function socialRows(ctx: SocialContext): SocialRows {
  const out: SocialRows = { playlists: [], playlistVideos: [], subscriptions: [], comments: [] };
  playlists(ctx, out);
  subscriptions(ctx, out);
  modelComments(ctx, out);
  return out;
}

function playlists(ctx: SocialContext, out: SocialRows): void {
  const { rng, plan, facts, now } = ctx;
  const count = ctx.videoCount > 1 ? Math.max(10, Math.round(plan.users.length / 2)) : 0;
  for (let p = 0; p < count; p++) {
    const id = ctx.bases.playlists + p + 1;
    const owner = plan.users[rng.int(0, plan.users.length - 1)]?.id as number;
    const size = Math.min(ctx.videoCount - 1, rng.int(5, 30));
    const picked = new Set<number>();
    while (picked.size < size) {
      const v = rng.int(0, ctx.videoCount - 1);
      if (v !== ctx.deletedIndex) picked.add(v);
    }
    const genderVotes = [0, 0, 0];
    let ratingSum = 0;
    let latest = 0;
    for (const v of picked) {
      (genderVotes[facts.gender[v] as number] as number) += 1;
      ratingSum += facts.rating[v] as number;
      latest = Math.max(latest, facts.postDate[v] as number);
    }
    const created = latest + Math.floor(rng.next() * Math.max(1, now - latest));
    let position = 0;
    for (const v of picked) {
      position += 1;
      out.playlistVideos.push([id, ctx.firstVideoId + v, position, created]);
    }
    const gender = GENDERS[genderVotes.indexOf(Math.max(...genderVotes))] as string;
    const title = `${rng.pick(['My', 'Best of', 'Favourite', 'Weekend', 'Late night'])} ${rng.pick(NOUNS)} ${rng.pick(PLACES)}`;
    out.playlists.push([
      id,
      owner,
      title,
      '',
      gender,
      rng.chance(0.1) ? 1 : 0,
      picked.size,
      rng.int(10, 50_000),
      Math.round((ratingSum / picked.size) * 10_000) / 10_000,
      created,
    ]);
  }
}

function subscriptions(ctx: SocialContext, out: SocialRows): void {
  const { rng, plan, now } = ctx;
  const { channels, models, users } = plan.tally;
  let next = ctx.bases.subscriptions;
  for (const [u, user] of plan.users.entries()) {
    const seen = new Set<string>();
    const n = rng.int(0, 8);
    for (let s = 0; s < n; s++) {
      const kind = rng.weighted([45, 40, 15]);
      let section: string;
      let index: number;
      if (kind === 0) {
        section = 'channels';
        index = plan.pick.channel.pick(rng);
      } else if (kind === 1 && plan.models.length) {
        section = 'models';
        index = rng.int(0, plan.models.length - 1);
      } else {
        section = 'members';
        index = plan.pick.user.pick(rng);
        if (index === u) continue;
      }
      const key = `${section}:${index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target = section === 'channels' ? plan.channels : section === 'models' ? plan.models : plan.users;
      const tally = section === 'channels' ? channels : section === 'models' ? models : users;
      (tally.subscribers[index] as number) += 1;
      out.subscriptions.push([
        ++next,
        user.id,
        section,
        target[index]?.id as number,
        Math.max(user.addedDate, now - rng.int(0, 365 * 86_400)),
      ]);
    }
  }
}

function modelComments(ctx: SocialContext, out: SocialRows): void {
  const { rng, plan, now } = ctx;
  let next = ctx.bases.comments;
  for (const [m, model] of plan.models.entries()) {
    const n = rng.chance(0.5) ? rng.int(1, 6) : 0;
    for (let c = 0; c < n; c++) {
      const author = plan.users[rng.int(0, plan.users.length - 1)]?.id as number;
      const at = model.addedDate + Math.floor(rng.next() * Math.max(1, now - model.addedDate));
      out.comments.push([
        ++next,
        'models',
        model.id,
        author,
        rng.pick(COMMENTS),
        rng.int(0, 20),
        rng.int(0, 4),
        at,
      ]);
    }
    (plan.tally.models.comments[m] as number) += n;
  }
}
