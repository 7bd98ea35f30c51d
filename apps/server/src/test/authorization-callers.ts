import type { FastifyInstance } from 'fastify';
import { postAs } from '../community/community-test-kit.ts';
import type { Db } from '../db/connect.ts';
import { type SignedIn, signedInMember } from '../library/library-test-kit.ts';
import { makeModerator } from './authorization-table.ts';

/** The six callers of the Library and Member profile authorization tables, in column order. */
export const CALLERS = ['visitor', 'member', 'owner', 'friend', 'blocked member', 'moderator'] as const;
export type Caller = (typeof CALLERS)[number];

/** Member X (the owner of what a row acts on) and every caller; the visitor is `null`. */
export interface Callers {
  x: SignedIn;
  callers: Record<Caller, SignedIn | null>;
}

/**
 * Fresh members for one cell: X, a member with no tie to X, X's friend (asked and accepted
 * through social.php, as the site does), a member X blocked, and a moderator (`users.role`).
 * Fresh for each cell, so no cell meets another's per-member limit or leftover rows.
 */
export async function authorizationCallers(app: FastifyInstance, db: Db): Promise<Callers> {
  const [x, member, friend, blocked, moderator] = [
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
  ];
  const social = (who: SignedIn, act: string, userId: number) =>
    postAs(app, { id: who.userId, cookie: who.cookie }, '/social.php', { act, user_id: userId });
  await social(friend, 'friend_request', x.userId);
  await social(x, 'friend_accept', friend.userId);
  await social(x, 'block', blocked.userId);
  await makeModerator(db, moderator.userId);
  return {
    x,
    callers: { visitor: null, member, owner: x, friend, 'blocked member': blocked, moderator },
  };
}
