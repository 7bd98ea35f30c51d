/**
 * Near-duplicate bench (issue #18): precision and recall of the upload fingerprints
 * (apps/server/src/uploads/fingerprint*.ts) on generated clips and their re-encoded,
 * resized, trimmed, letterboxed... copies, optionally against ffmpeg's MPEG-7 signature
 * filter on the same pairs. Prints figures; not a test. See README.md.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { type Fingerprint, fingerprintFile } from '../../apps/server/src/uploads/fingerprint.ts';
import {
  findNearDuplicate,
  MATCH_DISTANCE,
  matchScore,
  NEAR_SCORE,
  storeFingerprint,
} from '../../apps/server/src/uploads/fingerprint-store.ts';
import {
  CLIP,
  corpusDir,
  generateClip,
  generateVariant,
  inPairs,
  NEGATIVES,
  ORIGINALS,
  VARIANTS,
} from './src/corpus.ts';
import { type Outcome, pct, quality } from './src/scoring.ts';
import { signatureMatches } from './src/signature.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: join(import.meta.dirname, '.data') },
    signature: { type: 'boolean' },
  },
});

interface Query {
  name: string;
  path: string;
  truth: string | null;
  variant: string;
}

const dir = await corpusDir(values.data as string);
let started = Date.now();
const originalNames = Object.keys(ORIGINALS);
const originals = await inPairs(originalNames.map((n) => () => generateClip(dir, n, ORIGINALS[n] as string)));
const pathOf = new Map(originalNames.map((n, i) => [n, originals[i] as string]));
const queries: Query[] = [];
const jobs: (() => Promise<void>)[] = [];
for (const name of originalNames)
  for (const variant of Object.keys(VARIANTS))
    jobs.push(async () => {
      const path = await generateVariant(dir, name, pathOf.get(name) as string, variant);
      queries.push({ name: `${name}.${variant}`, path, truth: name, variant });
    });
for (const [name, source] of Object.entries(NEGATIVES))
  jobs.push(async () => {
    queries.push({ name, path: await generateClip(dir, name, source), truth: null, variant: 'negative' });
  });
await inPairs(jobs);
queries.sort((a, b) => a.name.localeCompare(b.name));
console.log(
  `corpus: ${originalNames.length} originals (${CLIP.width}x${CLIP.height}, ${CLIP.fps} fps, ${CLIP.seconds} s), ` +
    `${queries.length - Object.keys(NEGATIVES).length} copies (${Object.keys(VARIANTS).join(', ')}), ` +
    `${Object.keys(NEGATIVES).length} negatives never indexed; ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

started = Date.now();
const cpuBefore = process.cpuUsage();
const prints = new Map<string, Fingerprint>();
const all = [...originalNames.map((n) => ({ name: n, path: pathOf.get(n) as string })), ...queries];
await inPairs(
  all.map((c) => async () => void prints.set(c.name, await fingerprintFile(c.path, CLIP.seconds))),
);
const wall = (Date.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `fingerprints: ${all.length} clips in ${wall.toFixed(1)} s wall, two at a time ` +
    `(${((wall / (all.length * CLIP.seconds)) * 1000).toFixed(1)} ms per second of video; node's own CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, the rest is ffmpeg)`,
);

// 1. Every threshold pair by brute force (each query against each original, no index).
console.log('\nsweep (brute force, best-scoring original per query): frame distance d, share of frames t');
const distances = [2, 4, 6, 8, 10, 12, 14];
const shares = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
console.log(`  d \\ t  ${shares.map((t) => `   ${t.toFixed(1)} P/R    `).join('')}`);
for (const d of distances) {
  const cells = shares.map((t) => {
    const outcomes: Outcome[] = queries.map((q) => {
      let best: { name: string; score: number } | null = null;
      for (const o of originalNames) {
        const score = matchScore(
          (prints.get(q.name) as Fingerprint).hashes,
          (prints.get(o) as Fingerprint).hashes,
          d,
        );
        if (!best || score > best.score) best = { name: o, score };
      }
      return { query: q.name, truth: q.truth, flagged: best && best.score >= t ? best.name : null };
    });
    const { precision, recall } = quality(outcomes);
    return `${pct(precision).padStart(6)}/${pct(recall).padStart(6)} `;
  });
  console.log(`  ${String(d).padStart(5)}  ${cells.join(' ')}`);
}

// 2. The real lookup (indexed bands, then verification) at the chosen thresholds.
const db = await openDatabase({ sqlitePath: ':memory:' });
const idOf = new Map<number, string>();
for (const [i, name] of originalNames.entries()) {
  const row = await db.kysely
    .insertInto('uploads')
    .values({
      user_id: 1,
      title: name,
      gender: 'str',
      file_name: name,
      size: 1,
      video_id: i + 1,
      added_date: 1,
      updated_at: 1,
    })
    .returning('upload_id')
    .executeTakeFirstOrThrow();
  idOf.set(row.upload_id, name);
  await storeFingerprint(db, row.upload_id, prints.get(name) as Fingerprint);
}
const outcomes: (Outcome & { score: number; variant: string })[] = [];
started = Date.now();
for (const q of queries) {
  const hit = await findNearDuplicate(db, prints.get(q.name) as Fingerprint, 0, 0);
  const flagged = hit && hit.score >= NEAR_SCORE ? (idOf.get(hit.upload_id) ?? null) : null;
  outcomes.push({ query: q.name, truth: q.truth, flagged, score: hit?.score ?? 0, variant: q.variant });
}
const lookupMs = (Date.now() - started) / queries.length;
await db.close();
const result = quality(outcomes);
console.log(
  `\nfindNearDuplicate (SQLite, band index + verification), d <= ${MATCH_DISTANCE} bits, score >= ${NEAR_SCORE}: ` +
    `precision ${pct(result.precision)} (${result.truePositives} right, ${result.falsePositives} wrong flags), ` +
    `recall ${pct(result.recall)} (${result.truePositives} of ${result.positives} copies); ${lookupMs.toFixed(1)} ms per lookup`,
);
for (const variant of [...Object.keys(VARIANTS), 'negative']) {
  const mine = outcomes.filter((o) => o.variant === variant);
  const right = mine.filter((o) => o.flagged === o.truth).length;
  const scores = mine.map((o) => o.score).sort((a, b) => a - b);
  const misses = mine
    .filter((o) => o.flagged !== o.truth)
    .map((o) => `${o.query}${o.flagged ? `->${o.flagged}` : ''} (${o.score.toFixed(2)})`);
  console.log(
    `  ${variant.padEnd(18)} ${String(right).padStart(2)}/${mine.length} right, scores ${scores[0]?.toFixed(2)}..${scores.at(-1)?.toFixed(2)}` +
      (misses.length ? `; wrong: ${misses.join(', ')}` : ''),
  );
}

// 3. MPEG-7 signature on the same pairs: each copy against its original and against the
// next original (a negative pair), each negative against every original.
if (values.signature) {
  started = Date.now();
  const pairs: { query: Query; original: string }[] = [];
  for (const q of queries) {
    if (q.truth) {
      pairs.push({ query: q, original: q.truth });
      const next = originalNames[(originalNames.indexOf(q.truth) + 1) % originalNames.length] as string;
      pairs.push({ query: q, original: next });
    } else for (const o of originalNames) pairs.push({ query: q, original: o });
  }
  const verdicts = await inPairs(
    pairs.map((p) => () => signatureMatches(pathOf.get(p.original) as string, p.query.path)),
  );
  let tp = 0;
  let fp = 0;
  let positives = 0;
  pairs.forEach((p, i) => {
    const same = p.query.truth === p.original;
    if (same) positives++;
    if (verdicts[i] === 'match') same ? tp++ : fp++;
  });
  const crashes = verdicts.filter((v) => v === 'crash').length;
  const perPair = (Date.now() - started) / pairs.length;
  console.log(
    `\nMPEG-7 signature (ffmpeg signature filter, detectmode=full), per pair: precision ${pct(tp / Math.max(1, tp + fp))} ` +
      `(${fp} false matches of ${pairs.length - positives} different pairs), recall ${pct(tp / positives)} (${tp} of ${positives}); ` +
      `${perPair.toFixed(0)} ms per pair, two at a time (a lookup is one pair per stored video); ` +
      `ffmpeg crashed (SIGSEGV) on ${crashes} pairs, counted as no match`,
  );
  for (const variant of Object.keys(VARIANTS)) {
    const mine = pairs
      .map((p, i) => ({ p, v: verdicts[i] }))
      .filter(({ p }) => p.query.variant === variant && p.query.truth === p.original);
    console.log(
      `  ${variant.padEnd(18)} ${mine.filter((m) => m.v === 'match').length}/${mine.length} matched`,
    );
  }
}
