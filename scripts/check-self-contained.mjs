#!/usr/bin/env node
// The repository stands on its own: no code, test, e2e journey, bench, story or script may
// read a path outside it, so a clone alone passes `pnpm test`. Run first by `pnpm test`
// (scripts/test-all.mjs); `node scripts/check-self-contained.mjs [root]` by hand.
//
// It reads every file git knows (tracked, plus new files not ignored) that can hold a path
// a program follows: sources, configs and scripts, not Markdown (the docs may say where the
// original spec is kept). A line fails when it has
//   - a path into the team's `shared` folder beside the clone (its fixtures or its spec);
//   - a relative path literal (dot-dot segments) that, resolved from the file's folder,
//     lands above the repository root;
//   - an absolute path literal into a machine's own folders (/work/, /home/, /root/, /Users/).
// It is a text check: a path built from pieces (join('..', '..')) escapes it. Only the
// IAB conformance suite, whose samples are optional by design, may refer outside.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files allowed to refer outside the repository (relative to the root). */
export const ALLOWED = ['packages/player/src/ads/iab-conformance.test.ts'];

const CODE = /\.(?:[cm]?[jt]sx?|json|jsonc|ya?ml|sh|bash|html|css|vue|toml)$/;
/** Extensionless executables live here (bootstrap, .ci/run). */
const SCRIPT_DIRS = ['scripts/', '.ci/', '.husky/', '.github/'];
const SKIP = [/^pnpm-lock\.yaml$/, /(^|\/)node_modules\//, /\.md$/];

const SHARED = /(?:\.\.\/)+shared\b|\bshared\/(?:fixtures|spec)\b/;
const ABSOLUTE = /['"`](\/(?:work|home|root|Users)\/[^'"`]*)['"`]/;
/** Relative path literals: '..', '../x', './../x' (no template parts). */
const RELATIVE = /(['"`])((?:\.\/)?\.\.(?:\/[^'"`\s$]*)?)\1/g;

/** The files to read: tracked, plus untracked files that are not ignored. */
export function listFiles(root) {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (git.status !== 0) throw new Error(`git ls-files failed in ${root}: ${git.stderr}`);
  return [...new Set(git.stdout.split('\0').filter(Boolean))];
}

/** Whether the check reads this file (a path relative to the root, with `/`). */
export function isChecked(file) {
  if (SKIP.some((re) => re.test(file)) || ALLOWED.includes(file)) return false;
  return CODE.test(file) || SCRIPT_DIRS.some((dir) => file.startsWith(dir));
}

/** Why one line refers outside the repository, or null. `dir` is the line's file's folder. */
function lineViolation(root, dir, line) {
  if (SHARED.test(line)) return 'refers to the shared folder beside the clone, outside the repository';
  const absolute = ABSOLUTE.exec(line);
  if (absolute) return `absolute path ${absolute[1]} outside the repository`;
  for (const [, , literal] of line.matchAll(RELATIVE)) {
    if (path.relative(root, path.resolve(dir, literal)).startsWith('..')) {
      return `relative path '${literal}' climbs above the repository root`;
    }
  }
  return null;
}

/** The violations of one file's text: `{ line, reason, text }`. */
export function checkText(root, file, text) {
  const dir = path.dirname(path.join(root, file));
  const found = [];
  for (const [i, line] of text.split('\n').entries()) {
    const reason = lineViolation(root, dir, line);
    if (reason) found.push({ line: i + 1, reason, text: line.trim().slice(0, 160) });
  }
  return found;
}

/** Every violation under `root`, as `file:line: reason` lines. */
export function checkSelfContained(root, files = listFiles(root)) {
  const out = [];
  for (const file of files.filter(isChecked)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    if (text.includes('\0')) continue; // binary
    for (const v of checkText(root, file, text)) out.push(`${file}:${v.line}: ${v.reason}\n    ${v.text}`);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const t0 = Date.now();
  const violations = checkSelfContained(root);
  if (violations.length > 0) {
    console.error(`Paths outside the repository (only ${ALLOWED.join(', ')} may have them):`);
    for (const v of violations) console.error(v);
    process.exit(1);
  }
  console.log(`self-contained: no path outside the repository (${Date.now() - t0} ms)`);
}
