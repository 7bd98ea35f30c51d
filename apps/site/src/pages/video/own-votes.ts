import { LIFETIME, type VoteStatistics } from '@tubekit/contract';

/**
 * The visitor's own votes, remembered in this browser (localStorage, like the search
 * history). The video JSON stays cacheable for LIFETIME.video seconds (spec section 9), so a
 * page read after a vote may show counts from before it: the remembered vote gives the
 * buttons their pressed state and lifts the counts to the ones the server answered with.
 */

/** Where the votes live in localStorage. */
export const OWN_VOTES_KEY = 'own_votes';
/** Votes kept; the oldest go first (every cache has long counted them by then). */
export const MAX_OWN_VOTES = 200;

/** One remembered vote: which one, when, and the counts input.php answered (they include it). */
export interface OwnVote extends VoteStatistics {
  /** 1 like, 0 dislike. */
  vote: 0 | 1;
  /** Date.now() of the vote. */
  at: number;
}

type OwnVotes = Record<string, OwnVote>;

/**
 * The key of one voter's vote on one video: the server counts a member's vote per account
 * (`u<user_id>`) and a visitor's per browser, so another account here has voted nothing.
 */
export function ownVoteKey(userId: number | undefined, videoId: number): string {
  return `${userId === undefined ? 'v' : `u${userId}`}:${videoId}`;
}

function isOwnVote(value: unknown): value is OwnVote {
  const v = value as OwnVote | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.vote === 0 || v.vote === 1) &&
    [v.likes, v.dislikes, v.at].every((n) => Number.isFinite(n))
  );
}

function readAll(): OwnVotes {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OWN_VOTES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, vote]) => isOwnVote(vote)));
  } catch {
    // Bad JSON or storage disabled (spec section 8: local storage fails silently).
    return {};
  }
}

/** The remembered vote under `key`, or null. */
export function readOwnVote(key: string): OwnVote | null {
  return readAll()[key] ?? null;
}

/** Remembers a vote the server counted; past MAX_OWN_VOTES the oldest are forgotten. */
export function rememberOwnVote(key: string, vote: OwnVote): void {
  const all = { ...readAll(), [key]: vote };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_OWN_VOTES);
  try {
    localStorage.setItem(OWN_VOTES_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled: the vote still counted on the server.
  }
}

/**
 * The counts to show for a video whose (possibly cached) JSON says `cached`. Counts only
 * grow, so a cached count below the one answered at vote time was read before the vote and
 * the answered one (which includes it) is the truer; one at or above it already includes the
 * vote. Past LIFETIME.video no cache can be older than the vote: the cached counts stand.
 */
export function countsWithOwnVote(cached: VoteStatistics, own: OwnVote | null, now: number): VoteStatistics {
  if (!own || now - own.at >= LIFETIME.video * 1000) return cached;
  return { likes: Math.max(cached.likes, own.likes), dislikes: Math.max(cached.dislikes, own.dislikes) };
}
