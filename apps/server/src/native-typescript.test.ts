import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('pnpm start runs the server on Node 24 itself, without tsx', () => {
  it('every module start.ts and seed.ts load imports under Node type stripping (explicit .ts imports, erasable syntax only)', () => {
    // The modules start.ts and seed.ts import, without running their main().
    const script = [
      "await import('./src/app.ts');",
      "await import('./src/config.ts');",
      "await import('./src/db/connect.ts');",
      "await import('./src/demo/seed.ts');",
      "await import('./src/demo/media-run.ts');",
      "await import('./src/media/worker.ts');",
      "await import('./src/media/sources.ts');",
      "await import('./src/demo/clips.ts');",
      "await import('./src/cli/args.ts');",
      "await import('./src/cli/start-primary.ts');",
      "await import('./src/cli/start-server.ts');",
      "await import('./src/cli/start-jobs.ts');",
      "console.log('loaded');",
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('loaded');
  });

  it('runs on Node 24 or later', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
