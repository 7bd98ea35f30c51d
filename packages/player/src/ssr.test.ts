// Runs in the node environment: importing the player must not touch window or document.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The script entry points `package.json` exports (`style.css` is not a script). */
function exportedScriptEntries(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, string | { source?: string }>;
  };
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target.source?.endsWith('.ts'))
    .map(([name]) => name);
}

describe('server-side import safety', () => {
  it('imports every entry point of package.json exports without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    // A new entry point must be added below, so the server imports it here too.
    expect(exportedScriptEntries()).toEqual(['.', './hls', './vr', './ads', './page-ads']);
    const main = await import('./index');
    const hls = await import('./hls/index');
    const vr = await import('./vr/index');
    const ads = await import('./ads/index');
    const pageAds = await import('./page-ads/index');
    expect(typeof main.createPlayer).toBe('function');
    expect(typeof hls.loadHlsModule).toBe('function');
    expect(typeof vr.loadVrModule).toBe('function');
    expect(typeof ads.createAds).toBe('function');
    expect(typeof pageAds.pageAds).toBe('function');
    expect(main.createManualClock().now()).toBe(0);
    // Without tags a page never loads the ads chunk, on the server as in the browser.
    expect(pageAds.pageAds(undefined, { campaign: null })).toBeNull();
  });

  it('createPlayer without a container logs and returns null on the server too', async () => {
    const { createPlayer } = await import('./index');
    const goals: string[] = [];
    const original = console.log;
    const lines: unknown[] = [];
    console.log = (...args: unknown[]) => lines.push(args[0]);
    try {
      expect(createPlayer({ container: null, onGoal: (goal) => goals.push(goal) })).toBeNull();
    } finally {
      console.log = original;
    }
    expect(lines).toEqual(['Param ref not defined']);
    expect(goals).toEqual(['player_setup_error']);
  });
});
