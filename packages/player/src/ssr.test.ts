// Runs in the node environment: importing the player must not touch window or document.
import { describe, expect, it } from 'vitest';

describe('server-side import safety', () => {
  it('imports every entry point without browser globals', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const main = await import('./index');
    const hls = await import('./hls/index');
    const vr = await import('./vr/index');
    expect(typeof main.createPlayer).toBe('function');
    expect(typeof hls.loadHlsModule).toBe('function');
    expect(typeof vr.loadVrModule).toBe('function');
    expect(main.createManualClock().now()).toBe(0);
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
