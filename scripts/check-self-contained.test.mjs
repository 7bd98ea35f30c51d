// Tests of check-self-contained.mjs on throwaway git repositories (`node --test`, run by
// `pnpm test` with the check). The paths under test are built from pieces so that this
// file itself passes the check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALLOWED, checkSelfContained } from './check-self-contained.mjs';

const SCRIPT = fileURLToPath(new URL('./check-self-contained.mjs', import.meta.url));
const UP = '..';
/** The team folder beside a clone, as a test would reach it. */
const SHARED_VAST = [UP, 'shared', 'fixtures', 'vast'].join('/');

const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git repository (nested one level, so paths above it exist) holding `files`, tracked. */
function repo(files, { untracked = {}, ignore = '' } = {}) {
  const outer = mkdtempSync(path.join(tmpdir(), 'tk-self-contained-'));
  made.push(outer);
  const root = path.join(outer, 'clone');
  const write = (entries) => {
    for (const [file, text] of Object.entries(entries)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };
  mkdirSync(root);
  write({ ...files, '.gitignore': ignore });
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  write(untracked);
  return root;
}

/** Runs the check as `pnpm test` does, on `root`. */
function run(root) {
  return spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
}

describe('check-self-contained', () => {
  it('passes a repository whose files stay inside it (exit 0)', () => {
    const root = repo({
      'package.json': '{"name":"x"}\n',
      'e2e/ads/paths.ts': `export const OUT = new URL('${UP}/${UP}/.cache/ads', import.meta.url);\n`,
      'packages/p/src/a.test.ts': `import x from '${UP}/${UP}/${UP}/scripts/helper.mjs';\nconst up = '${UP}/${UP}';\n`,
      'scripts/helper.mjs': `export const root = new URL('${UP}', import.meta.url);\n`,
    });
    const result = run(root);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /no path outside the repository/);
  });

  it('fails (exit 1) on a test reading the shared folder beside the clone, naming file and line', () => {
    const root = repo({
      'packages/p/src/vast.test.ts': `// VAST samples\nconst dir = path.resolve(root, '${SHARED_VAST}');\n`,
    });
    const result = run(root);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /packages\/p\/src\/vast\.test\.ts:2: refers to the shared folder/);
  });

  it('fails on a relative literal that climbs above the root from its own folder, not on one that stays in', () => {
    const climbs = `${UP}/${UP}/${UP}/elsewhere/data.json`; // from e2e/site: two up is the root, three is out
    const root = repo({
      'e2e/site/load.ts': `const a = '${UP}/${UP}/fixtures/a.json';\nconst b = new URL('${climbs}', import.meta.url);\n`,
    });
    assert.deepEqual(
      checkSelfContained(root).map((v) => v.split('\n')[0]),
      [`e2e/site/load.ts:2: relative path '${climbs}' climbs above the repository root`],
    );
  });

  it('fails on an absolute path into a machine folder, in scripts without an extension too', () => {
    const work = ['', 'work', 'data', 'videos'].join('/');
    const root = repo({ 'scripts/bootstrap': `#!/bin/sh\ncp -r "${work}" .data\n` });
    const result = run(root);
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`scripts/bootstrap:2: absolute path ${work} outside`));
  });

  it('reads new files git does not ignore, and skips ignored ones, Markdown and the allowed suite', () => {
    const line = `const d = '${SHARED_VAST}';\n`;
    const root = repo(
      { 'README.md': `The spec is kept in ${SHARED_VAST}.\n`, [ALLOWED[0]]: line },
      { untracked: { 'bench/new.ts': line, '.cache/tmp.ts': line }, ignore: '.cache/\n' },
    );
    assert.deepEqual(
      checkSelfContained(root).map((v) => v.split(':')[0]),
      ['bench/new.ts'],
    );
  });

  it('runs well under 2 s on this repository', () => {
    const t0 = performance.now();
    checkSelfContained(fileURLToPath(new URL('..', import.meta.url)));
    assert.ok(performance.now() - t0 < 2000);
  });
});
