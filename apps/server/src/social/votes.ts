import { createHmac } from 'node:crypto';
import type { StatSection, VoteStatistics } from '@tubekit/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { type ObjectRef, refCondition, STAT_TARGETS, type StatTarget } from './stat-targets.ts';

/** One vote as input.php hands it over, already validated. */
export interface VoteInput {
  section: StatSection;
  ref: ObjectRef;
  /** 1 like, 0 dislike. */
  vote: 0 | 1;
  /** `u<user_id>` for members, `v<hash>` for visitors (see `visitorVoter`). */
  voter: string;
  /** Unix seconds. */
  now: number;
}

export type VoteResult =
  | { ok: true; statistics: VoteStatistics }
  | { ok: false; code: 'not_found' | 'already_voted' };

/**
 * Who a visitor without a session is, for "once per item": an HMAC of IP and user agent
 * under the server secret, so the votes table never holds a reversible address.
 */
export function visitorVoter(secret: string, ip: string, userAgent: string): string {
  return `v${createHmac('sha256', secret).update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 32)}`;
}

/**
 * Records a vote once per voter and object, and moves the object's likes, dislikes and
 * rating in the same transaction. The votes primary key (section, object_id, voter) is what
 * makes "once" hold under concurrent requests: a second insert is a no-op, not a race.
 */
export async function castVote(db: Db, input: VoteInput): Promise<VoteResult> {
  const target = STAT_TARGETS[input.section];
  if (!target?.votes) return { ok: false, code: 'not_found' };
  return db.kysely.transaction().execute(async (trx) => {
    const visible = target.visible ? sql` AND ${target.visible}` : sql``;
    const found = await sql<{
      id: number;
    }>`SELECT ${sql.ref(target.idColumn)} AS id FROM ${sql.table(target.table)} WHERE ${refCondition(target, input.ref)}${visible}`.execute(
      trx,
    );
    const id = found.rows[0]?.id;
    if (id === undefined) return { ok: false, code: 'not_found' } as const;
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
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
      return { ok: false, code: 'already_voted' } as const;
    const statistics = await applyVote(trx, target, input.section, id, input.vote);
    return { ok: true, statistics } as const;
  });
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
