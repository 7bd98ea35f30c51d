import type { Migration } from './index.ts';

/**
 * Near-duplicate fingerprints of member uploads (issue #18): one row per sampled frame, its
 * 64-bit perceptual hash cut into four 16-bit bands. Each band is indexed with the upload id
 * (locality-sensitive hashing: two frames within a few bits of each other very likely share
 * one band exactly), so a new upload finds its candidates with index lookups and only their
 * frames are compared in full, never every frame of every upload.
 */
export const fingerprints: Migration = {
  name: '015-fingerprints',
  async up(db) {
    await db.schema
      .createTable('upload_fingerprints')
      .addColumn('upload_id', 'integer', (c) => c.notNull())
      .addColumn('frame', 'integer', (c) => c.notNull())
      .addColumn('band0', 'integer', (c) => c.notNull())
      .addColumn('band1', 'integer', (c) => c.notNull())
      .addColumn('band2', 'integer', (c) => c.notNull())
      .addColumn('band3', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('upload_fingerprints_pk', ['upload_id', 'frame'])
      .execute();
    for (const band of ['band0', 'band1', 'band2', 'band3']) {
      await db.schema
        .createIndex(`upload_fingerprints_${band}`)
        .on('upload_fingerprints')
        .columns([band, 'upload_id'])
        .execute();
    }
  },
};
