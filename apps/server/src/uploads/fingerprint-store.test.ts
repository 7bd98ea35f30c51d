import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { testDatabases } from '../db/test-databases.ts';
import type { Fingerprint } from './fingerprint.ts';
import {
  deleteFingerprint,
  findNearDuplicate,
  MATCH_DISTANCE,
  matchScore,
  storeFingerprint,
} from './fingerprint-store.ts';

// A deterministic stream of 64-bit hashes (xorshift), so the tests need no ffmpeg. The
// first outputs of a small seed have few bits set (a frame with little structure, which
// matches only at smaller distances): they are skipped.
function hashes(seed: number, count: number): bigint[] {
  let x = BigInt(seed) | 1n;
  const out: bigint[] = [];
  for (let i = 0; i < count + 16; i++) {
    x ^= (x << 13n) & 0xffffffffffffffffn;
    x ^= x >> 7n;
    x ^= (x << 17n) & 0xffffffffffffffffn;
    if (i >= 16) out.push(x);
  }
  return out;
}

/** Flips `bits` low bits of each byte-aligned position: a re-encode's small differences. */
function nudge(list: bigint[], bits: number): bigint[] {
  return list.map((h, i) => {
    let out = h;
    for (let b = 0; b < bits; b++) out ^= 1n << BigInt((i * 7 + b * 13) % 64);
    return out;
  });
}

const fp = (list: bigint[]): Fingerprint => ({ interval: 1, hashes: list });

describe('matchScore', () => {
  it('counts the share of query frames within MATCH_DISTANCE bits of any frame, in any order', () => {
    const original = hashes(1, 40);
    const trimmed = original.slice(5, 35).reverse();
    expect(matchScore(trimmed, original)).toBe(1);
    expect(matchScore(nudge(original, MATCH_DISTANCE), original)).toBe(1);
    expect(matchScore(nudge(original, MATCH_DISTANCE + 1), original)).toBe(0);
    expect(matchScore([...original.slice(0, 10), ...hashes(99, 10)], original)).toBe(0.5);
    expect(matchScore([], original)).toBe(0);
  });

  it('lets two frames with little structure differ by at most a quarter of the edges they record', () => {
    // 3 + 3 edges: at most 1 bit apart, though MATCH_DISTANCE allows more for rich frames.
    expect(matchScore([0b1010_1000n], [0b1010_0010n])).toBe(0);
    expect(matchScore([0b1010_1000n], [0b1010_1000n])).toBe(1);
    // 12 + 12 edges (6 bits moved to their neighbours): up to 6 bits.
    const rich = 0xaaaaaan;
    expect(matchScore([rich ^ 0b11_1111n], [rich])).toBe(1);
  });
});

describe.each(testDatabases())('fingerprint store ($name)', ({ open }) => {
  let db: Db;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(async () => {
    await db.close();
  });

  async function upload(videoId: number | null): Promise<number> {
    const row = await db.kysely
      .insertInto('uploads')
      .values({
        user_id: 1,
        title: 't',
        gender: 'str',
        file_name: 'a.mp4',
        size: 1,
        video_id: videoId,
        added_date: 1,
        updated_at: 1,
      })
      .returning('upload_id')
      .executeTakeFirstOrThrow();
    return row.upload_id;
  }

  it('finds the upload whose frames a slightly changed, trimmed copy matches, with its video and score', async () => {
    const original = hashes(7, 60);
    const first = await upload(42);
    await storeFingerprint(db, first, fp(original));
    await storeFingerprint(db, await upload(null), fp(hashes(8, 60)));
    const query = await upload(null);
    const copy = [...nudge(original.slice(10, 50), 3), ...hashes(9, 10)];
    expect(await findNearDuplicate(db, fp(copy), query)).toEqual({
      upload_id: first,
      video_id: 42,
      score: 0.8,
    });
  });

  it('answers null for unrelated content, for a score under the threshold and for an empty fingerprint', async () => {
    const stored = await upload(1);
    await storeFingerprint(db, stored, fp(hashes(11, 50)));
    expect(await findNearDuplicate(db, fp(hashes(12, 50)), 0)).toBeNull();
    const mostlyOther = [...hashes(11, 50).slice(0, 10), ...hashes(13, 40)];
    expect(await findNearDuplicate(db, fp(mostlyOther), 0)).toBeNull();
    expect(await findNearDuplicate(db, fp(mostlyOther), 0, 0.2)).toMatchObject({
      upload_id: stored,
      score: 0.2,
    });
    expect(await findNearDuplicate(db, fp([]), 0)).toBeNull();
  });

  it('never matches the excluded upload itself, nor a deleted fingerprint', async () => {
    const list = hashes(21, 30);
    const mine = await upload(null);
    await storeFingerprint(db, mine, fp(list));
    expect(await findNearDuplicate(db, fp(list), mine)).toBeNull();
    const other = await upload(5);
    await storeFingerprint(db, other, fp(list));
    expect(await findNearDuplicate(db, fp(list), mine)).toMatchObject({ upload_id: other, score: 1 });
    await deleteFingerprint(db, other);
    expect(await findNearDuplicate(db, fp(list), mine)).toBeNull();
  });

  it("replaces an upload's earlier fingerprint and keeps every bit of 300 frames", async () => {
    const id = await upload(null);
    await storeFingerprint(db, id, fp(hashes(31, 300)));
    await storeFingerprint(db, id, fp(hashes(32, 300)));
    const rows = await db.kysely
      .selectFrom('upload_fingerprints')
      .selectAll()
      .where('upload_id', '=', id)
      .execute();
    expect(rows).toHaveLength(300);
    expect(await findNearDuplicate(db, fp(hashes(32, 300)), 0)).toMatchObject({ upload_id: id, score: 1 });
    expect(await findNearDuplicate(db, fp(hashes(31, 300)), 0)).toBeNull();
  });
});
