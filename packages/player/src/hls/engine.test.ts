// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerOptions } from '../index';
import { flush, media, mp4Sources, source } from '../test-utils/fixtures';
import { playerHarness } from '../test-utils/players';
import { createHlsModule, type HlsLike } from './index';

/** A hand-written hls.js stand-in: records calls and lets tests fire its events. */
class FakeHls implements HlsLike {
  static supported = true;
  static instances: FakeHls[] = [];
  static isSupported() {
    return FakeHls.supported;
  }
  handlers = new Map<string, (event: string, data: never) => void>();
  levels = [{ height: 360 }, { height: 720 }, { height: 1080 }];
  currentLevel = -1;
  source = '';
  media: HTMLMediaElement | null = null;
  destroyed = false;
  constructor(readonly config: Record<string, unknown> = {}) {
    FakeHls.instances.push(this);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(m: HTMLMediaElement) {
    this.media = m;
  }
  on(event: string, handler: (event: string, data: never) => void) {
    this.handlers.set(event, handler);
  }
  fire(event: string, data: unknown = {}) {
    this.handlers.get(event)?.(event, data as never);
  }
  destroy() {
    this.destroyed = true;
  }
}

const longSources = () => [
  source('/hls/1001/master.m3u8', { duration: 2400 }),
  ...mp4Sources({ duration: 2400 }),
];
const { make: create } = playerHarness();

function make(options: Partial<PlayerOptions> = {}) {
  const loadHls = vi.fn(async () => createHlsModule(FakeHls));
  const player = create({ sources: longSources(), loaders: { hls: loadHls }, ...options });
  return { player, loadHls };
}

beforeEach(() => {
  FakeHls.supported = true;
  FakeHls.instances = [];
});

describe('engine choice', () => {
  it('a short mp4 video never loads hls.js', async () => {
    const { player, loadHls } = make({ sources: mp4Sources() });
    await flush();
    expect(loadHls).not.toHaveBeenCalled();
    expect(player.getSnapshot()).toMatchObject({
      engine: 'mp4',
      quality: 'HD',
      qualities: ['Full HD', 'HD', 'SD'],
    });
  });

  it('a video over 1800 s plays HLS through hls.js, with levels as qualities', async () => {
    const { player, loadHls } = make();
    await flush();
    expect(loadHls).toHaveBeenCalledOnce();
    const hls = FakeHls.instances[0]!;
    expect(hls.source).toBe('/hls/1001/master.m3u8');
    expect(hls.media).toBe(player.video);
    expect(player.getSnapshot().engine).toBe('hls');
    hls.fire('hlsManifestParsed');
    expect(player.getSnapshot().qualities).toEqual(['SD', 'HD', 'Full HD']);
    player.setQuality('Full HD');
    expect(hls.currentLevel).toBe(2);
    expect(player.getSnapshot().quality).toBe('Full HD');
  });

  it('hls.js buffers at most 60 s ahead (its default of 600 s made phones load ten minutes at once)', async () => {
    make();
    await flush();
    expect(FakeHls.instances[0]!.config).toMatchObject({ maxBufferLength: 30, maxMaxBufferLength: 60 });
  });

  it('falls back to mp4 keeping time and play state when hls.js has a fatal error', async () => {
    const goals: Array<Record<string, unknown>> = [];
    const { player } = make({ onGoal: (goal, data) => goal === 'player_error' && goals.push(data) });
    await flush();
    await player.play();
    media(player.video, 'timeupdate', { currentTime: 300 });
    FakeHls.instances[0]!.fire('hlsError', { fatal: false, type: 'networkError', details: 'fragLoadError' });
    expect(player.getSnapshot().engine).toBe('hls');
    FakeHls.instances[0]!.fire('hlsError', {
      fatal: true,
      type: 'networkError',
      details: 'manifestLoadError',
    });
    await flush();
    expect(FakeHls.instances[0]!.destroyed).toBe(true);
    expect(player.getSnapshot()).toMatchObject({ engine: 'mp4', quality: 'HD' });
    // Reported to metrics (after the first frame, so prefixed), then cleared by the mp4 source.
    expect(goals).toEqual([
      {
        message: 'Played - hls:manifestLoadError',
        kind: 'network',
        code: 'hls:manifestLoadError',
        fatal: false,
      },
    ]);
    expect(player.getSnapshot().error).toBeNull();
    expect(player.video.getAttribute('src')).toBe('/media/1001/1001_hd.mp4?sig=x');
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    media(player.video, 'loadedmetadata', { duration: 2400 });
    expect(player.video.currentTime).toBe(300);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it('uses mp4 when MediaSource is missing and there is no native HLS', async () => {
    FakeHls.supported = false;
    const { player } = make();
    await flush();
    expect(FakeHls.instances).toHaveLength(0);
    expect(player.getSnapshot().engine).toBe('mp4');
  });

  it('uses native HLS (Safari) when MediaSource is missing but the video element plays m3u8', async () => {
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { player } = make();
    await flush();
    expect(player.getSnapshot().engine).toBe('hls');
    expect(player.video.getAttribute('src')).toBe('/hls/1001/master.m3u8');
  });

  it('uses mp4 when hls.js fails to load', async () => {
    const { player } = make({ loaders: { hls: () => Promise.reject(new Error('chunk load failed')) } });
    await flush();
    expect(player.getSnapshot().engine).toBe('mp4');
  });

  it('hls.js callbacks after destroy are ignored', async () => {
    const { player } = make();
    await flush();
    const hls = FakeHls.instances[0]!;
    const snapshot = player.getSnapshot();
    player.destroy();
    expect(hls.destroyed).toBe(true);
    hls.fire('hlsManifestParsed');
    hls.fire('hlsError', { fatal: true, type: 'mediaError', details: 'x' });
    expect(player.getSnapshot()).toBe(snapshot);
  });
});
