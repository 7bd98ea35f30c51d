import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { initialSchema } from './001-initial-schema.ts';
import { searchIndex } from './002-search.ts';
import { listingIndexes } from './003-listing-indexes.ts';
import { sectionListingKeys } from './004-section-listing-keys.ts';
import { videoTagLists } from './005-video-tag-lists.ts';
import { voteAddresses } from './006-vote-addresses.ts';
import { crashSafeStart } from './007-crash-safe-start.ts';
import { accounts } from './008-accounts.ts';
import { captcha } from './009-captcha.ts';
import { library } from './010-library.ts';
import { commentReports } from './011-comment-reports.ts';
import { social } from './012-social.ts';
import { uploads } from './013-uploads.ts';
import { moderation } from './014-moderation.ts';
import { fingerprints } from './015-fingerprints.ts';
import { partnerStats } from './016-partner-stats.ts';

/** One schema change; `up` runs inside a transaction. */
export interface Migration {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** Every migration, oldest first. Append only: never edit one that has shipped. */
export const migrations: Migration[] = [
  initialSchema,
  searchIndex,
  listingIndexes,
  sectionListingKeys,
  videoTagLists,
  voteAddresses,
  crashSafeStart,
  accounts,
  captcha,
  library,
  commentReports,
  social,
  uploads,
  moderation,
  fingerprints,
  partnerStats,
];
