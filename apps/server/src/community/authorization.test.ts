import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import { eachTableCell, expectCellAnswer, freshAccountsApps } from '../test/authorization-table.ts';
import { getAs, postAs, signedInMember, social, type TestMember } from './community-test-kit.ts';

/** The callers of the README's Social table, in its column order. */
const CALLERS = ['visitor', 'member', 'owner', 'friend', 'blocked member'] as const;
type Caller = (typeof CALLERS)[number];

/** A fresh world: X (the owner), a member, X's friend with a post on X's wall, one X blocked. */
interface World {
  app: FastifyInstance;
  x: TestMember;
  callers: Record<Caller, TestMember | null>;
  friendPost: number;
  /** The friend's reply under their own post. */
  friendReply: number;
}

/** What each row of the table sends, as `who`. */
const REQUESTS: Record<string, (w: World, who: TestMember | null) => Promise<LightMyRequestResponse>> = {
  '`POST input.php` `act=subscribe` to X': (w, who) =>
    postAs(w.app, who, '/input.php', { act: 'subscribe', section: 'members', object_id: w.x.id }),
  '`POST input.php` `act=unsubscribe` from X': (w, who) =>
    postAs(w.app, who, '/input.php', { act: 'unsubscribe', section: 'members', object_id: w.x.id }),
  '`POST social.php` `friend_request` to X': (w, who) =>
    social(w.app, who, { act: 'friend_request', user_id: w.x.id }),
  '`POST social.php` `friend_remove` X': (w, who) =>
    social(w.app, who, { act: 'friend_remove', user_id: w.x.id }),
  "`POST social.php` `wall_post` on X's wall": (w, who) =>
    social(w.app, who, { act: 'wall_post', user_id: w.x.id, text: 'hello' }),
  "`POST social.php` `wall_delete` a friend's post on X's wall": (w, who) =>
    social(w.app, who, { act: 'wall_delete', post_id: w.friendPost }),
  "`POST social.php` `wall_reply` to a post on X's wall": (w, who) =>
    social(w.app, who, { act: 'wall_reply', post_id: w.friendPost, text: 'reply' }),
  "`POST social.php` `wall_reply_delete` a friend's reply": (w, who) =>
    social(w.app, who, { act: 'wall_reply_delete', reply_id: w.friendReply }),
  '`POST social.php` `message_send` to X': (w, who) =>
    social(w.app, who, { act: 'message_send', user_id: w.x.id, text: 'hi' }),
  '`POST social.php` `block` X': (w, who) => social(w.app, who, { act: 'block', user_id: w.x.id }),
  '`GET json/friends/X/1.json`': (w, who) => getAs(w.app, who, `json/friends/${w.x.id}/1.json`),
  '`GET json/wall/X/1.json`': (w, who) => getAs(w.app, who, `json/wall/${w.x.id}/1.json`),
  '`GET json/wall-replies/P/1.json`': (w, who) =>
    getAs(w.app, who, `json/wall-replies/${w.friendPost}/1.json`),
  '`GET json/messages/X/1.json`': (w, who) => getAs(w.app, who, `json/messages/${w.x.id}/1.json`),
};

async function world({ db, app }: { db: Db; app: FastifyInstance }): Promise<World> {
  const [x, member, friend, blocked] = [
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
    await signedInMember(db),
  ];
  await social(app, friend, { act: 'friend_request', user_id: x.id });
  await social(app, x, { act: 'friend_accept', user_id: friend.id });
  await social(app, x, { act: 'block', user_id: blocked.id });
  const friendPost = (await social(app, friend, { act: 'wall_post', user_id: x.id, text: 'post' })).json()
    .id as number;
  const friendReply = (
    await social(app, friend, { act: 'wall_reply', post_id: friendPost, text: 'reply' })
  ).json().id as number;
  const callers = { visitor: null, member, owner: x, friend, 'blocked member': blocked };
  return { app, x, callers, friendPost, friendReply };
}

describe('the Social authorization table of apps/server/README.md, cell by cell', () => {
  const openApp = freshAccountsApps();

  eachTableCell('### Social', CALLERS, REQUESTS, async (row, caller, cell) => {
    const w = await world(await openApp());
    const send = REQUESTS[row.request];
    if (!send) throw new Error(`no request for ${row.request}`);
    const res = await send(w, w.callers[caller]);
    const { code } = expectCellAnswer(res, cell);
    // Error answers are no-cache (http/errors.ts): they carry nothing private.
    const ok = res.statusCode === 200 && !code && !row.request.includes('input.php');
    expect(res.headers['cache-control']).toMatch(ok ? /^private, no-store$/ : /no-store|no-cache/);
  });
});
