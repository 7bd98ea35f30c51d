import type { Db } from '../../db/connect.ts';
import type { Clock } from '../../http/clock.ts';

/**
 * How long a spent row outlives its challenge's expiry. A server whose clock runs behind
 * the one that purged would otherwise still take an expired challenge as live and find no
 * row refusing it; five minutes is far more skew than NTP-synchronised hosts ever have.
 */
export const SPENT_GRACE_S = 5 * 60;

/** Expired rows are deleted at most this often per process, by the verification that comes due. */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The ALTCHA challenges whose solution was accepted (table `captcha_spent`, migration 009),
 * shared by every server process through the database.
 */
export class SpentChallenges {
  readonly #db: Db;
  readonly #clock: Clock;
  #lastPurgeMs = Number.NEGATIVE_INFINITY;

  constructor(options: { db: Db; clock: Clock }) {
    this.#db = options.db;
    this.#clock = options.clock;
  }

  /**
   * Marks the challenge signed `signature` as spent: true the first time, false when it
   * already was. The insert's primary key decides a race (ON CONFLICT DO NOTHING inserts no
   * row for the loser), on SQLite and PostgreSQL alike, without a read first.
   */
  async spend(signature: string, expiresAtS: number): Promise<boolean> {
    await this.#purgeWhenDue();
    const inserted = await this.#db.kysely
      .insertInto('captcha_spent')
      .values({ signature, expires_at: expiresAtS })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Deletes the rows of challenges expired more than SPENT_GRACE_S ago; returns how many. */
  async purge(): Promise<number> {
    this.#lastPurgeMs = this.#clock.now();
    const nowS = Math.floor(this.#clock.now() / 1000);
    const result = await this.#db.kysely
      .deleteFrom('captcha_spent')
      .where('expires_at', '<=', nowS - SPENT_GRACE_S)
      .executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }

  async #purgeWhenDue(): Promise<void> {
    if (this.#clock.now() - this.#lastPurgeMs >= PURGE_INTERVAL_MS) await this.purge();
  }
}
