/**
 * Child process of `seed-kill.test.ts`: seeds a small demo catalogue into the database
 * given as argv[2] (a SQLite path or a postgres:// URL) with the clips and counts of argv[3]
 * and argv[4] (JSON), printing the seed's lines. Once it has printed
 * `[seed] catalogue videos N/N` it blocks for good, so the test kills it -9 at that point.
 */
import { writeSync } from 'node:fs';
import { openDatabase } from '../db/connect.ts';
import { seedCatalogue } from './seed.ts';

const [target = '', clips = '[]', catalogue = '{}'] = process.argv.slice(2);
const db = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target, sqlitePath: ':memory:' } : { sqlitePath: target },
);
await seedCatalogue(db, {
  clips: JSON.parse(clips),
  catalogue: JSON.parse(catalogue),
  log: (line) => {
    writeSync(1, `${line}\n`);
    // The videos are committed here; the tags, lists and search index are still to come.
    if (/^\[seed\] catalogue videos (\d+)\/\1$/.test(line))
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
writeSync(1, 'seed finished: the test should have killed it first\n');
