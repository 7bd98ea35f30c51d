#!/usr/bin/env node
// The published SDK packages, checked as a registry user would get them:
//   node scripts/check-packages.mjs [--out <dir>]      (pnpm packages:check; part of pnpm test)
//
// Packs @tubekit/contract, @tubekit/player, @tubekit/player-react and @tubekit/embed with
// `pnpm pack` (prepack builds each; publishConfig gives the published `exports`) into
// <dir> (default .cache/packages), then, per tarball: publint (every message, suggestions
// included, fails), @arethetypeswrong/cli (profile esm-only: the packages are ESM only, so
// require() from CommonJS and node10 resolution are not supported), a size budget (packed
// and unpacked), the file list (dist, README, LICENSE, CHANGELOG and package.json only), and
// for the player that hls.js, three.js and the VAST client are imports, not copies. Last, the
// release command's dry run: `pnpm publish --dry-run` in each package (no network).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The published packages, in dependency order, with their tarball budgets in bytes. The
 * player was 1,532,042 packed and 6,349,350 unpacked when it carried hls.js and three.js.
 * The contract's grew from 40,000 / 150,000 with the member API (issue #17: profile rules and
 * the country table, library, social, playlists, comments paths and answers): 54,300 /
 * 172,900 then, its JS and declarations with their doc comments and nothing bundled in.
 * Uploads, moderation, partner campaigns (issue #24: beacon and stats types) and
 * `contentPath` took it to 64,500 / 203,000 (issue #19); 68,000 leaves room for the next
 * domain without hiding a bundled dependency (that would be tens of kB).
 */
export const PACKAGES = [
  { dir: 'packages/contract', packed: 68_000, unpacked: 210_000 },
  { dir: 'packages/player', packed: 180_000, unpacked: 560_000, largestJs: 64_000 },
  { dir: 'packages/player-react', packed: 10_000, unpacked: 30_000 },
  { dir: 'packages/embed', packed: 12_000, unpacked: 32_000 },
];

/** What a tarball may hold besides package.json (paths inside `package/`). */
const ALLOWED_FILES = /^(?:dist\/.+|README\.md|LICENSE|CHANGELOG\.md)$/;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** `scope-name-version.tgz`, the file name `pnpm pack` gives. */
export function tarballName(name, version) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * Packs every published package into `dest` (emptied first) and returns
 * `{ name, version, dir, tarball }` per package. Throws with pnpm's output on a failure.
 */
export function packPackages(dest) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  return PACKAGES.map(({ dir }) => {
    const cwd = path.join(ROOT, dir);
    const { name, version } = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    const packed = run('pnpm', ['pack', '--pack-destination', dest], cwd);
    if (!packed.ok) throw new Error(`pnpm pack failed in ${dir}:\n${packed.output}`);
    return { name, version, dir, tarball: path.join(dest, tarballName(name, version)) };
  });
}

/** The files of a .tgz (ustar): `{ path, size, data }`, paths without the `package/` prefix. */
export function readTarball(file) {
  const buf = gunzipSync(readFileSync(file));
  const files = [];
  for (let at = 0; at + 512 <= buf.length; ) {
    const header = buf.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start, length) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const type = field(156, 1);
    if (type === '0' || type === '') {
      files.push({
        path: name.replace(/^package\//, ''),
        size,
        data: buf.subarray(at + 512, at + 512 + size),
      });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

async function publintProblems(tarball) {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const buf = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  return messages.map((m) => `publint ${m.type} ${m.code}: ${formatMessage(m, pkg) ?? ''}`);
}

function attwProblems(tarball) {
  const attw = path.join(ROOT, 'node_modules/.bin/attw');
  const args = [tarball, '--profile', 'esm-only', '--no-definitely-typed', '--no-color', '--no-emoji'];
  const quiet = run(attw, [...args, '--quiet'], ROOT);
  if (quiet.ok) return [];
  return [`attw:\n${run(attw, [...args, '--format', 'ascii'], ROOT).output}`];
}

/** Problems of the player's tarball: a heavy engine copied in instead of imported. */
export function engineProblems(files) {
  const text = (p) => files.find((f) => f.path === p)?.data.toString('utf8') ?? '';
  const chunks = files.filter((f) => /^dist\/chunks\/.+\.js$/.test(f.path));
  const problems = [];
  if (!/import\(\s*["']hls\.js\/light["']\s*\)/.test(text('dist/hls.js'))) {
    problems.push("dist/hls.js does not import('hls.js/light')");
  }
  if (!/import\(\s*["']three["']\s*\)/.test(text('dist/vr.js')))
    problems.push("dist/vr.js does not import('three')");
  if (!chunks.some((f) => /from\s*["']@dailymotion\/vast-client["']/.test(f.data.toString('utf8')))) {
    problems.push('no chunk imports @dailymotion/vast-client');
  }
  for (const f of files) {
    if (/hls\.light|three\.module|vast-client/.test(f.path)) problems.push(`${f.path}: a vendored engine`);
  }
  return problems;
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  const outIndex = process.argv.indexOf('--out');
  const dest = path.resolve(outIndex > 0 ? process.argv[outIndex + 1] : path.join(ROOT, '.cache/packages'));
  const t0 = Date.now();
  const packed = packPackages(dest);
  console.log(`packed ${packed.length} packages into ${dest} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  let failed = 0;
  for (const [i, pkg] of packed.entries()) {
    const budget = PACKAGES[i];
    const files = readTarball(pkg.tarball);
    const manifest = JSON.parse(files.find((f) => f.path === 'package.json')?.data.toString('utf8') ?? '{}');
    const packedSize = readFileSync(pkg.tarball).length;
    const unpacked = files.reduce((sum, f) => sum + f.size, 0);
    const js = files.filter((f) => f.path.endsWith('.js'));
    const largest = js.reduce((max, f) => (f.size > max.size ? f : max), { path: '-', size: 0 });
    const problems = [...(await publintProblems(pkg.tarball)), ...attwProblems(pkg.tarball)];
    if (packedSize > budget.packed) problems.push(`packed ${kb(packedSize)} > budget ${kb(budget.packed)}`);
    if (unpacked > budget.unpacked) problems.push(`unpacked ${kb(unpacked)} > budget ${kb(budget.unpacked)}`);
    if (budget.largestJs && largest.size > budget.largestJs) {
      problems.push(
        `${largest.path} is ${kb(largest.size)} > ${kb(budget.largestJs)} (an engine copied in?)`,
      );
    }
    for (const f of files) {
      if (f.path !== 'package.json' && !ALLOWED_FILES.test(f.path))
        problems.push(`${f.path}: not a published file`);
    }
    for (const required of ['LICENSE', 'README.md', 'CHANGELOG.md']) {
      if (!files.some((f) => f.path === required)) problems.push(`${required} missing`);
    }
    if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, not MIT`);
    if (manifest.private) problems.push('package.json says private');
    if (JSON.stringify(manifest).includes('workspace:'))
      problems.push('a workspace: specifier was published');
    if (pkg.name === '@tubekit/player') problems.push(...engineProblems(files));

    const line = `${pkg.name}@${pkg.version}: ${kb(packedSize)} packed (budget ${kb(budget.packed)}), ${kb(unpacked)} unpacked (budget ${kb(budget.unpacked)}), ${files.length} files, largest JS ${largest.path} ${kb(largest.size)}`;
    if (problems.length === 0) {
      console.log(`ok   ${line}; publint and attw clean`);
    } else {
      failed += 1;
      console.log(`FAIL ${line}`);
      for (const p of problems) console.log(`     - ${p}`);
    }
  }

  // The release command's dry run (what `pnpm release` would send), offline: the builds are
  // the ones just packed, so lifecycle scripts are skipped.
  for (const pkg of packed) {
    const dry = run(
      'pnpm',
      ['publish', '--dry-run', '--no-git-checks', '--ignore-scripts'],
      path.join(ROOT, pkg.dir),
    );
    if (!dry.ok) {
      failed += 1;
      console.log(`FAIL pnpm publish --dry-run in ${pkg.dir}:\n${dry.output}`);
    }
  }
  if (failed === 0) console.log('ok   pnpm publish --dry-run: all four packages would publish');
  console.log(
    `${failed === 0 ? 'all packages ok' : `${failed} problem(s)`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
