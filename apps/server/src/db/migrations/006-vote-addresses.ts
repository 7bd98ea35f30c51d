import type { Migration } from './index.ts';
import { createIndex, createWithCompositeKey } from './table-builders.ts';

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
    await createWithCompositeKey(
      db,
      'vote_ips',
      { section: 'text', object_id: 'integer', ip_hash: 'text', added_date: 'integer' },
      ['section', 'object_id', 'ip_hash'],
    ).execute();
    await createIndex(db, 'vote_ips_by_ip', 'vote_ips', ['ip_hash', 'added_date']);
  },
};
