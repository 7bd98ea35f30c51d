import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Clock } from '../http/clock.ts';
import { cookieValues } from '../http/cookie-values.ts';

/** Name of the session cookie. */
export const SESSION_COOKIE = '_tks';
/** "Remember me": the session and its cookie last 30 days. */
export const REMEMBER_S = 30 * 24 * 3600;
/** Without "remember me": the spec's default cookie lifetime, 1 day (section 9). */
export const SESSION_S = 24 * 3600;
/** The logout marker cookie of spec section 4; the site reads it, the server only sets it. */
export const LOGOUT_COOKIE = 'logout';

/** 32 random bytes as base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in member of a request. */
export interface Member {
  user_id: number;
  username: string;
  role: 'member' | 'moderator';
}

/** SHA-256 (hex) of a cookie id or link token: what the tables keep instead of the secret. */
export function secretHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new random id for a cookie or a link. */
export function randomId(): string {
  return randomBytes(32).toString('base64url');
}

/** Session ids in a Cookie header that have the right shape (first ones first). */
export function sessionIdsOf(request: FastifyRequest): string[] {
  return cookieValues(request, SESSION_COOKIE).filter((v) => SESSION_ID.test(v));
}

/** Server-side sessions on the app's clock; the cookie holds only the random id. */
export class Sessions {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #secure: boolean;

  constructor(options: { db: Db; clock: Clock; secure: boolean }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#secure = options.secure;
  }

  #nowS(): number {
    return Math.floor(this.#clock.now() / 1000);
  }

  /**
   * Signs `userId` in: ends any session the request carried (the id is rotated at sign-in,
   * so an id planted before sign-in is worthless after), stores a new one and sets its
   * cookie (HttpOnly, SameSite=Lax, Secure on https, Max-Age 30 days or 1 day).
   */
  async create(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    remember: boolean,
  ): Promise<string> {
    await this.end(request, reply, { clearCookie: false });
    const id = randomId();
    const now = this.#nowS();
    const lifetime = remember ? REMEMBER_S : SESSION_S;
    await this.#db.kysely
      .insertInto('sessions')
      .values({
        session_hash: secretHash(id),
        user_id: userId,
        created_at: now,
        expires_at: now + lifetime,
        remember: remember ? 1 : 0,
      })
      .execute();
    reply.header('set-cookie', this.#cookie(SESSION_COOKIE, id, lifetime, true));
    return id;
  }

  /**
   * The member of the request's session cookie; null without a live session, or for a banned
   * member (a ban deletes their sessions; this also covers a sign-in racing the ban).
   */
  async read(request: FastifyRequest): Promise<Member | null> {
    const ids = sessionIdsOf(request);
    if (ids.length === 0) return null;
    const row = await this.#db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select(['users.user_id', 'users.username', 'users.role'])
      .where('sessions.session_hash', 'in', ids.map(secretHash))
      .where('sessions.expires_at', '>', this.#nowS())
      .where('users.banned', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    return {
      user_id: row.user_id,
      username: row.username,
      role: row.role === 'moderator' ? 'moderator' : 'member',
    };
  }

  /** Whether the request's live session was made with "remember me". */
  async remembered(request: FastifyRequest): Promise<boolean> {
    const ids = sessionIdsOf(request);
    if (ids.length === 0) return false;
    const row = await this.#db.kysely
      .selectFrom('sessions')
      .select('remember')
      .where('session_hash', 'in', ids.map(secretHash))
      .where('expires_at', '>', this.#nowS())
      .executeTakeFirst();
    return row?.remember === 1;
  }

  /** Ends the request's session (the row goes) and, unless told not to, expires its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply, options = { clearCookie: true }): Promise<void> {
    const ids = sessionIdsOf(request);
    if (ids.length > 0)
      await this.#db.kysely.deleteFrom('sessions').where('session_hash', 'in', ids.map(secretHash)).execute();
    if (options.clearCookie) reply.header('set-cookie', this.#cookie(SESSION_COOKIE, '', 0, true));
  }

  /** Ends every session of a user (a password change or reset). */
  async endAll(userId: number): Promise<void> {
    await this.#db.kysely.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Forgets expired sessions; sign-in calls it now and then. */
  async sweep(): Promise<void> {
    await this.#db.kysely.deleteFrom('sessions').where('expires_at', '<=', this.#nowS()).execute();
  }

  /** The `logout=1` cookie of spec section 4 (readable by the site's script, 1 day, path /). */
  logoutCookie(): string {
    return this.#cookie(LOGOUT_COOKIE, '1', SESSION_S, false);
  }

  #cookie(name: string, value: string, maxAgeS: number, httpOnly: boolean): string {
    const flags = `${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${this.#secure ? '; Secure' : ''}`;
    return `${name}=${value}; Max-Age=${maxAgeS}; Path=/${flags}`;
  }
}
