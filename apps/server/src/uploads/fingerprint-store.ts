import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Fingerprint } from './fingerprint.ts';
import { edges, halves, hamming } from './fingerprint-hash.ts';

/**
 * Two frames match when their hashes differ in at most this many of 64 bits (fewer for
 * frames with little structure, see matchScore). Measured (bench/uploads near-dup, 216
 * copies, 8 negatives): 6 bits and NEAR_SCORE 0.5 gave precision 100 %, recall 95.4 %; 8-12
 * bits gained 0.4-1.4 points of recall, 14 bits let a false match in: 6 keeps the margin.
 */
export const MATCH_DISTANCE = 6;
/** An upload is a near duplicate when at least this share of its frames match another's (0.3-0.6 measured alike). */
export const NEAR_SCORE = 0.5;
/** Uploads sharing the most bands with the query that are compared frame by frame. */
const CANDIDATES = 32;
/** Rows per INSERT: 6 parameters each, far below SQLite's and PostgreSQL's limits. */
const INSERT_CHUNK = 500;

/** The best match of a fingerprint among earlier uploads. */
export interface NearDuplicate {
  upload_id: number;
  /** The published video of the matched upload, null when it has none (yet). */
  video_id: number | null;
  /** Share (0-1) of the query's frames that match a frame of the matched upload. */
  score: number;
}

const BAND_COLUMNS = ['band0', 'band1', 'band2', 'band3'] as const;

function bands(hash: bigint): [number, number, number, number] {
  return [
    Number((hash >> 48n) & 0xffffn),
    Number((hash >> 32n) & 0xffffn),
    Number((hash >> 16n) & 0xffffn),
    Number(hash & 0xffffn),
  ];
}

/** Replaces the stored fingerprint of `uploadId` with `fp`. */
export async function storeFingerprint(db: Db, uploadId: number, fp: Fingerprint): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('upload_fingerprints').where('upload_id', '=', uploadId).execute();
    const rows = fp.hashes.map((hash, frame) => {
      const [band0, band1, band2, band3] = bands(hash);
      return { upload_id: uploadId, frame, band0, band1, band2, band3 };
    });
    for (let at = 0; at < rows.length; at += INSERT_CHUNK)
      await trx
        .insertInto('upload_fingerprints')
        .values(rows.slice(at, at + INSERT_CHUNK))
        .execute();
  });
}

/** Forgets the fingerprint of `uploadId` (a refused or deleted upload must not flag later ones). */
export async function deleteFingerprint(db: Db, uploadId: number): Promise<void> {
  await db.kysely.deleteFrom('upload_fingerprints').where('upload_id', '=', uploadId).execute();
}

/**
 * Share of `query`'s frames within `maxDistance` bits of some frame of `other`. Frames are
 * matched one by one, in any order: trimming, cutting or another sampling phase only costs
 * the frames that are really missing.
 */
export function matchScore(
  query: readonly bigint[],
  other: readonly bigint[],
  maxDistance = MATCH_DISTANCE,
): number {
  if (query.length === 0 || other.length === 0) return 0;
  const others = other.map((hash) => {
    const h = halves(hash);
    return { h, edges: edges(h) };
  });
  let matched = 0;
  for (const hash of query) {
    const mine = halves(hash);
    const myEdges = edges(mine);
    // Two sparse hashes are close whatever they show: a frame pair may differ by at most a
    // quarter of the edges both record (6 bits needs 24 between them). Measured: without
    // this, two different low-structure clips (a cellular automaton, scrolling text on a
    // flat colour) matched at 1.00.
    const fits = (theirs: { h: [number, number]; edges: number }) =>
      hamming(mine, theirs.h) <= Math.min(maxDistance, Math.floor((myEdges + theirs.edges) / 4));
    if (others.some(fits)) matched++;
  }
  return matched / query.length;
}

/**
 * The earlier upload (other than `excludeUploadId`) whose fingerprint best covers `fp`,
 * when at least `minScore` of fp's frames match; else null. Candidates come from the band
 * indexes (uploads with a frame sharing one 16-bit band with a query frame, most shared
 * first); only their frames are read and compared in full.
 */
export async function findNearDuplicate(
  db: Db,
  fp: Fingerprint,
  excludeUploadId: number,
  minScore = NEAR_SCORE,
): Promise<NearDuplicate | null> {
  if (fp.hashes.length === 0) return null;
  const distinct = [...new Set(fp.hashes)];
  // A band of 0 is 16 flat comparisons (a plain area): shared by countless frames, it
  // would only pull in uploads that merely have plain areas too.
  const perBand = [0, 1, 2, 3].map((i) =>
    [...new Set(distinct.map((h) => bands(h)[i] as number))].filter((v) => v !== 0),
  );
  if (perBand.every((values) => values.length === 0)) return null;
  const candidates = await db.kysely
    .selectFrom('upload_fingerprints')
    .select(['upload_id', sql<number>`count(*)`.as('hits')])
    .where('upload_id', '!=', excludeUploadId)
    .where((eb) =>
      eb.or(
        BAND_COLUMNS.flatMap((column, i) => {
          const values = perBand[i] as number[];
          return values.length > 0 ? [eb(column, 'in', values)] : [];
        }),
      ),
    )
    .groupBy('upload_id')
    .orderBy('hits', 'desc')
    .orderBy('upload_id')
    .limit(CANDIDATES)
    .execute();
  if (candidates.length === 0) return null;
  const ids = candidates.map((c) => c.upload_id);
  const rows = await db.kysely
    .selectFrom('upload_fingerprints')
    .select(['upload_id', 'band0', 'band1', 'band2', 'band3'])
    .where('upload_id', 'in', ids)
    .execute();
  const framesOf = new Map<number, bigint[]>();
  for (const r of rows) {
    const hash =
      (BigInt(r.band0) << 48n) | (BigInt(r.band1) << 32n) | (BigInt(r.band2) << 16n) | BigInt(r.band3);
    const list = framesOf.get(r.upload_id);
    if (list) list.push(hash);
    else framesOf.set(r.upload_id, [hash]);
  }
  let best: { upload_id: number; score: number } | null = null;
  for (const id of ids) {
    const score = matchScore(fp.hashes, framesOf.get(id) ?? []);
    if (score >= minScore && (!best || score > best.score)) best = { upload_id: id, score };
  }
  if (!best) return null;
  const upload = await db.kysely
    .selectFrom('uploads')
    .select('video_id')
    .where('upload_id', '=', best.upload_id)
    .executeTakeFirst();
  return { upload_id: best.upload_id, video_id: upload?.video_id ?? null, score: best.score };
}
