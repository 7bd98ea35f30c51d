// Prepares the consumer app: the SDK packages as a registry user gets them, in a Vite + React
// app that lives outside the workspace (a temporary folder), installed offline from the local
// pnpm store, typechecked against the published declarations, and built.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packPackages } from '../../../scripts/check-packages.mjs';
import { APP_POINTER, APP_TEMPLATE, REPO_ROOT } from './paths.ts';

/** The prepared app: where it is and how long each step took (seconds). */
export interface PreparedApp {
  root: string;
  appDir: string;
  distDir: string;
  seconds: Record<string, number>;
}

/** The version of `name` installed in one workspace package (`dir` relative to the root). */
function workspaceVersion(name: string, dir = '.'): string {
  const file = path.join(REPO_ROOT, dir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `name@version` of a lockfile key line (`  'name@1.2.3(peer@4)':`), or null. */
const KEY = /^ {2}'?((?:@[^/\s']+\/)?[^@\s'/]+)@([^\s'(:]+)[^:]*'?:/;
/** A dependency line under a snapshot (`      name: 1.2.3(peer@4)`). */
const DEP = /^ {6}'?((?:@[^/\s']+\/)?[^@\s'/:]+)'?: '?([^\s'(]+)/;

/**
 * pnpm overrides that pin the app's whole tree to the versions of the workspace lockfile (so
 * to what the store holds, even when the cached registry metadata knows newer releases): a
 * package with one version in the lockfile is pinned by name; one with several is pinned per
 * parent (`parent@1.0.0>child`), from the lockfile's snapshots.
 */
export function lockfilePins(lockfile: string): Record<string, string> {
  const packagesAt = lockfile.indexOf('\npackages:\n');
  const snapshotsAt = lockfile.indexOf('\nsnapshots:\n');
  const versions = new Map<string, Set<string>>();
  for (const line of lockfile.slice(packagesAt, snapshotsAt).split('\n')) {
    const [, name, version] = KEY.exec(line) ?? [];
    if (name && version) versions.set(name, (versions.get(name) ?? new Set()).add(version));
  }
  const pins: Record<string, string> = {};
  for (const [name, set] of versions) if (set.size === 1) pins[name] = [...set][0] ?? '';
  let parent: string | null = null;
  for (const line of lockfile.slice(snapshotsAt).split('\n')) {
    const key = KEY.exec(line);
    if (key) {
      parent = `${key[1]}@${key[2]}`;
      continue;
    }
    const [, name, version] = DEP.exec(line) ?? [];
    if (parent && name && version && (versions.get(name)?.size ?? 0) > 1) pins[`${parent}>${name}`] = version;
  }
  return pins;
}

/** The environment for pnpm in the app: none of the workspace's own script context. */
function appEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_package_|npm_lifecycle_|PNPM_SCRIPT_SRC_DIR$|INIT_CWD$)/.test(key),
    ),
  );
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: appEnv(), maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  }
}

/**
 * Packs the four packages (`pnpm pack`, which builds them), writes the app into a fresh
 * temporary folder outside the workspace, installs
 * (`pnpm install --offline`), typechecks (`tsc`) and builds (`vite build`) it. The previous
 * run's folder is removed first.
 */
export function prepareConsumerApp(): PreparedApp {
  const seconds: Record<string, number> = {};
  const timed = (label: string, fn: () => void) => {
    const t0 = Date.now();
    fn();
    seconds[label] = Math.round((Date.now() - t0) / 100) / 10;
  };
  if (existsSync(APP_POINTER)) {
    const previous = JSON.parse(readFileSync(APP_POINTER, 'utf8')) as PreparedApp;
    if (path.basename(previous.root).startsWith('tubekit-consumer-')) {
      rmSync(previous.root, { recursive: true, force: true });
    }
  }
  const root = mkdtempSync(path.join(tmpdir(), 'tubekit-consumer-'));
  const tarballs = path.join(root, 'tarballs');
  const names: Record<string, string> = {};
  timed('pack', () => {
    for (const p of packPackages(tarballs)) names[p.name] = path.basename(p.tarball);
  });
  const tarball = (name: string) => `file:../tarballs/${names[name]}`;

  const appDir = path.join(root, 'app');
  cpSync(APP_TEMPLATE, appDir, { recursive: true });
  const manifest = {
    name: 'tubekit-consumer-app',
    private: true,
    type: 'module',
    dependencies: {
      '@tubekit/contract': tarball('@tubekit/contract'),
      '@tubekit/embed': tarball('@tubekit/embed'),
      '@tubekit/player': tarball('@tubekit/player'),
      '@tubekit/player-react': tarball('@tubekit/player-react'),
      // The player's peer dependencies, in the versions the workspace tests with.
      'hls.js': workspaceVersion('hls.js', 'packages/player'),
      three: workspaceVersion('three', 'packages/player'),
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
    },
    devDependencies: {
      '@types/react': workspaceVersion('@types/react', 'packages/player-react'),
      '@types/react-dom': workspaceVersion('@types/react-dom', 'packages/player-react'),
      '@vitejs/plugin-react': workspaceVersion('@vitejs/plugin-react'),
      typescript: workspaceVersion('typescript'),
      vite: workspaceVersion('vite'),
    },
  };
  writeFileSync(path.join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const pins = lockfilePins(readFileSync(path.join(REPO_ROOT, 'pnpm-lock.yaml'), 'utf8'));
  const overrides = {
    ...pins,
    // Not on any registry: the packed tarballs, wherever a package depends on them.
    '@tubekit/contract': tarball('@tubekit/contract'),
    '@tubekit/player': tarball('@tubekit/player'),
  };
  writeFileSync(
    path.join(appDir, 'pnpm-workspace.yaml'),
    `# Written by e2e/consumer/support/prepare.ts\noverrides:\n${Object.entries(overrides)
      .map(([name, spec]) => `  ${JSON.stringify(name)}: ${JSON.stringify(spec)}\n`)
      .join('')}`,
  );

  timed('install', () =>
    run('pnpm', ['install', '--offline', '--no-frozen-lockfile', '--reporter=append-only'], appDir),
  );
  timed('typecheck', () => run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], appDir));
  timed('build', () => run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], appDir));
  const prepared = { root, appDir, distDir: path.join(appDir, 'dist'), seconds };
  mkdirSync(path.dirname(APP_POINTER), { recursive: true });
  writeFileSync(APP_POINTER, `${JSON.stringify(prepared, null, 2)}\n`);
  return prepared;
}

/** The app the last preparation made (throws when there is none). */
export function preparedApp(): PreparedApp {
  if (!existsSync(APP_POINTER)) throw new Error(`no consumer app prepared (${APP_POINTER} is missing)`);
  return JSON.parse(readFileSync(APP_POINTER, 'utf8')) as PreparedApp;
}
