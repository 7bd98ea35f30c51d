import type { Migration } from './index.ts';
import { createIndex, createWithKey } from './table-builders.ts';

/**
 * The spent ALTCHA challenges of the account forms' captcha (issue #16). A challenge is
 * stateless (signed, with its expiry in its salt), so only a table shared by every server
 * process can make its solution single-use: verifying inserts the challenge's signature,
 * and the primary key lets exactly one of two concurrent verifications in. Rows are
 * deleted once their challenge has expired, so the table holds at most the challenges
 * solved in the last minutes.
 */
export const captcha: Migration = {
  name: '009-captcha',
  async up(db) {
    await createWithKey(db, 'captcha_spent', 'signature', 'varchar(64)')
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .execute();
    await createIndex(db, 'captcha_spent_expires', 'captcha_spent', ['expires_at']);
  },
};
