import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { demoAccountHashes } from '@tubekit/server/src/demo/demo-accounts.ts';
import { generateCatalogue } from '@tubekit/server/src/demo/generate.ts';
import { catalogueShape, DATA_DIR } from './catalogue.ts';

/** A SQLite catalogue whose seeded users are real accounts (the member pages bench). */
export interface MemberCatalogue {
  sqlitePath: string;
  /** False when a complete catalogue of this size was reused. */
  built: boolean;
  /** Seconds the build took (this run's, or the recorded one when reused). */
  buildSeconds: number;
}

interface Marker {
  videos: number;
  members: number;
  buildSeconds: number;
  builtAt: string;
}

function readMarker(path: string): Marker | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Marker;
  } catch {
    return null;
  }
}

/**
 * Opens the catalogue once to apply the server's new migrations, and counts what a reuse
 * needs to trust: the videos and members the marker promises.
 */
async function counts(sqlitePath: string): Promise<{ videos: number; members: number }> {
  const db = await openDatabase({ sqlitePath });
  try {
    const [videos, members] = await Promise.all(
      (['videos', 'users'] as const).map((table) =>
        db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return { videos: Number(videos?.n), members: Number(members?.n) };
  } finally {
    await db.close();
  }
}

/**
 * Builds (or reuses) `.data/members-<videos>-<members>.sqlite`: the API bench's catalogue
 * shape with `members` users who can sign in (`accountHashes`: user 1 is `demo`, every
 * user's password `demo-password`). A file of its own, not the API bench's catalogue, whose
 * users have no passwords and whose size (videos / 100 users) is not the 100,000.
 * Reused when its marker and its counts agree, like catalogue.ts; delete the marker to rebuild.
 */
export async function ensureMemberCatalogue(videos: number, members: number): Promise<MemberCatalogue> {
  mkdirSync(DATA_DIR, { recursive: true });
  const name = `members-${videos}-${members}`;
  const marker = join(DATA_DIR, `${name}.done.json`);
  const sqlitePath = join(DATA_DIR, `${name}.sqlite`);
  const done = readMarker(marker);
  if (done?.videos === videos && done.members === members && existsSync(sqlitePath)) {
    const found = await counts(sqlitePath);
    if (found.videos === videos && found.members === members)
      return { sqlitePath, built: false, buildSeconds: done.buildSeconds };
  }
  rmSync(marker, { force: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlitePath}${suffix}`, { force: true });
  const db = await openDatabase({ sqlitePath });
  const started = performance.now();
  let lastPrint = 0;
  try {
    await generateCatalogue(db, {
      ...catalogueShape(videos),
      users: members,
      mediaIds: [],
      metadataOnly: true,
      accountHashes: await demoAccountHashes(),
      onProgress: (progress) => {
        const now = performance.now();
        if (now - lastPrint < 5000 && progress.done < progress.total) return;
        lastPrint = now;
        const seconds = ((now - started) / 1000).toFixed(0);
        console.log(`  build: ${progress.phase} ${progress.done}/${progress.total} (${seconds} s)`);
      },
    });
  } finally {
    await db.close();
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const record: Marker = { videos, members, buildSeconds, builtAt: new Date().toISOString() };
  writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
  return { sqlitePath, built: true, buildSeconds };
}
