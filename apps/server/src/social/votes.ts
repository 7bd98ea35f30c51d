import type { StatSection, VoteStatistics } from '@tubekit/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { type PerIpLimit, RATE_LIMITS } from '../http/rate-limit.ts';
import { idOfRef, type ObjectRef, STAT_TARGETS, type StatTarget } from './stat-targets.ts';

/** How long an address that voted on an object may not vote on it again: a day. */
export const VOTE_IP_WINDOW_S = 24 * 3600;

/** One vote as input.php hands it over, already validated. */
export interface VoteInput {
  section: StatSection;
  ref: ObjectRef;
  /** 1 like, 0 dislike. */
  vote: 0 | 1;
  /** `u<user_id>` for members, `c<visitor cookie id>` for visitors (see `visitorVoter`). */
  voter: string;
  /** The voter's address, hashed (`Visitors.ipHash`). */
  ipHash: string;
  /** Votes one address may land per `windowMs` over all objects; `RATE_LIMITS.votes` by default. */
  cap?: PerIpLimit;
  /** Unix seconds. */
  now: number;
}

export type VoteResult =
  | { ok: true; statistics: VoteStatistics }
  | { ok: false; code: 'not_found' | 'already_voted' }
  | { ok: false; code: 'rate_limited'; retryAfterS: number };

/** The voter of a visitor without a session: the id of their signed visitor cookie. */
export function visitorVoter(visitorId: string): string {
  return `c${visitorId}`;
}

/** Thrown inside the vote transaction to roll back a vote its address had already cast. */
class AddressVoted extends Error {}

/**
 * Records a vote once per voter and object AND once per address and object within
 * `VOTE_IP_WINDOW_S`, under a cap of votes per address per hour, and moves the object's
 * likes, dislikes and rating in the same transaction. Both "once" rules are primary keys,
 * so they hold under concurrent requests: a second insert is a no-op, and the address row
 * only moves (an upsert with a WHERE) when its last vote is older than the window. A client
 * that rotates its user agent or drops its cookie is still the same address.
 */
export async function castVote(db: Db, input: VoteInput): Promise<VoteResult> {
  const target = STAT_TARGETS[input.section];
  if (!target?.votes) return { ok: false, code: 'not_found' };
  try {
    return await db.kysely.transaction().execute(async (trx): Promise<VoteResult> => {
      const id = await idOfRef(trx, target, input.ref);
      if (id === null) return { ok: false, code: 'not_found' };
      const retryAfterS = await capReached(trx, input);
      if (retryAfterS !== null) return { ok: false, code: 'rate_limited', retryAfterS };
      const inserted = await trx
        .insertInto('votes')
        .values({
          section: input.section,
          object_id: id,
          voter: input.voter,
          vote: input.vote,
          added_date: input.now,
        })
        .onConflict((oc) => oc.columns(['section', 'object_id', 'voter']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, code: 'already_voted' };
      if (!(await claimAddress(trx, input, id))) throw new AddressVoted();
      const statistics = await applyVote(trx, target, input.section, id, input.vote);
      return { ok: true, statistics };
    });
  } catch (err) {
    if (err instanceof AddressVoted) return { ok: false, code: 'already_voted' };
    throw err;
  }
}

/**
 * Seconds until the address may vote again when it has landed `cap.max` votes in the last
 * `cap.windowMs`, else null. Each object's row holds the address's last vote on it and an
 * object takes one vote a day per address, so the rows inside the hour are its votes there.
 */
async function capReached(trx: Kysely<Database>, input: VoteInput): Promise<number | null> {
  const cap = input.cap ?? RATE_LIMITS.votes;
  const windowS = Math.ceil(cap.windowMs / 1000);
  const row = await trx
    .selectFrom('vote_ips')
    .where('ip_hash', '=', input.ipHash)
    .where('added_date', '>', input.now - windowS)
    .select([sql<number>`COUNT(*)`.as('n'), sql<number | null>`MIN(added_date)`.as('oldest')])
    .executeTakeFirstOrThrow();
  if (Number(row.n) < cap.max) return null;
  return Math.max(1, Number(row.oldest ?? input.now) + windowS - input.now);
}

/** Records this address's vote on the object; false when it voted there within the window. */
async function claimAddress(trx: Kysely<Database>, input: VoteInput, objectId: number): Promise<boolean> {
  const claimed = await trx
    .insertInto('vote_ips')
    .values({ section: input.section, object_id: objectId, ip_hash: input.ipHash, added_date: input.now })
    .onConflict((oc) =>
      oc
        .columns(['section', 'object_id', 'ip_hash'])
        .doUpdateSet({ added_date: input.now })
        .where('vote_ips.added_date', '<=', input.now - VOTE_IP_WINDOW_S),
    )
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Deletes address rows past the window: they no longer refuse a vote or count for the cap,
 * and hashed addresses are kept no longer than a rule needs them. Returns the rows deleted.
 */
export async function forgetVoteAddresses(db: Db, now: number): Promise<number> {
  const result = await db.kysely
    .deleteFrom('vote_ips')
    .where('added_date', '<=', now - VOTE_IP_WINDOW_S)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

async function applyVote(
  trx: Kysely<Database>,
  target: StatTarget,
  section: StatSection,
  id: number,
  vote: 0 | 1,
): Promise<VoteStatistics> {
  const where = sql`${sql.ref(target.idColumn)} = ${id}`;
  if (target.votes?.counts) {
    const column = vote === 1 ? 'likes' : 'dislikes';
    // SET expressions read the row as it was, so the rating uses the counts before this vote.
    const rating = target.votes.rating
      ? sql`, rating = 1.0 * (likes + ${vote}) / (likes + dislikes + 1)`
      : sql``;
    await sql`UPDATE ${sql.table(target.table)} SET ${sql.ref(column)} = ${sql.ref(column)} + 1${rating} WHERE ${where}`.execute(
      trx,
    );
    const row =
      await sql<VoteStatistics>`SELECT likes, dislikes FROM ${sql.table(target.table)} WHERE ${where}`.execute(
        trx,
      );
    const stats = row.rows[0] ?? { likes: 0, dislikes: 0 };
    return { likes: Number(stats.likes), dislikes: Number(stats.dislikes) };
  }
  // Playlists keep only a rating: count the votes themselves.
  const counts = await trx
    .selectFrom('votes')
    .where('section', '=', section)
    .where('object_id', '=', id)
    .select([
      sql<number>`SUM(CASE WHEN vote = 1 THEN 1 ELSE 0 END)`.as('likes'),
      sql<number>`SUM(CASE WHEN vote = 0 THEN 1 ELSE 0 END)`.as('dislikes'),
    ])
    .executeTakeFirstOrThrow();
  const likes = Number(counts.likes ?? 0);
  const dislikes = Number(counts.dislikes ?? 0);
  await sql`UPDATE ${sql.table(target.table)} SET rating = ${likes / Math.max(1, likes + dislikes)} WHERE ${where}`.execute(
    trx,
  );
  return { likes, dislikes };
}
