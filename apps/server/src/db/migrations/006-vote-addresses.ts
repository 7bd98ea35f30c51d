import type { Migration } from './index.ts';

/**
 * The addresses that voted, for "once per item" per address as well as per visitor cookie
 * (issue #25): one row per object and hashed address (an HMAC under the server secret, never
 * the address), holding the time of the last vote counted from it. The primary key makes the
 * check race-free (an upsert that only moves a row older than the window), and the
 * (ip_hash, added_date) index answers "votes from this address in the last hour" for the cap.
 */
export const voteAddresses: Migration = {
  name: '006-vote-addresses',
  async up(db) {
    await db.schema
      .createTable('vote_ips')
      .addColumn('section', 'text', (c) => c.notNull())
      .addColumn('object_id', 'integer', (c) => c.notNull())
      .addColumn('ip_hash', 'text', (c) => c.notNull())
      .addColumn('added_date', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('vote_ips_pk', ['section', 'object_id', 'ip_hash'])
      .execute();
    await db.schema.createIndex('vote_ips_by_ip').on('vote_ips').columns(['ip_hash', 'added_date']).execute();
  },
};
