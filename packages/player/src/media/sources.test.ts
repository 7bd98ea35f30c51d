// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHlsModule, type HlsLike } from '../hls/index';
import { createManualClock, createPlayer, type Player, type PlayerOptions } from '../index';
import { container, fakeMediaPlayback, flush, media, mp4Sources, source } from '../test-utils/fixtures';

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
  constructor() {
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
let players: Player[] = [];

function make(options: Partial<PlayerOptions> = {}) {
  const loadHls = vi.fn(async () => createHlsModule(FakeHls));
  const player = createPlayer({
    container: container(),
    sources: longSources(),
    clock: createManualClock(),
    loaders: { hls: loadHls },
    ...options,
  })!;
  players.push(player);
  return { player, loadHls };
}

beforeEach(() => {
  fakeMediaPlayback();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  FakeHls.supported = true;
  FakeHls.instances = [];
});
afterEach(() => {
  for (const p of players) p.destroy();
  players = [];
  vi.restoreAllMocks();
  document.body.innerHTML = '';
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

describe('quality menu', () => {
  it('lists the url qualities and switching keeps time and play state', async () => {
    const { player } = make({ sources: mp4Sources() });
    await flush();
    const menu = player.root.querySelector<HTMLElement>('[data-testid="tk-quality-menu"]')!;
    const settings = player.root.querySelector<HTMLButtonElement>('button[aria-label="Settings"]')!;
    expect(menu.hidden).toBe(true);
    settings.click();
    expect(menu.hidden).toBe(false);
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    const items = [
      ...menu.querySelectorAll<HTMLButtonElement>(
        '[role="group"][aria-label="Quality"] [role="menuitemradio"]',
      ),
    ];
    expect(items.map((i) => i.textContent)).toEqual(['Full HD', 'HD', 'SD']);
    expect(items[1]!.getAttribute('aria-checked')).toBe('true');

    await player.play();
    media(player.video, 'timeupdate', { currentTime: 25 });
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    items[2]!.click();
    await flush();
    expect(menu.hidden).toBe(true);
    expect(player.video.getAttribute('src')).toBe('/media/1001/1001_sd.mp4?sig=x');
    expect(player.getSnapshot().quality).toBe('SD');
    media(player.video, 'loadedmetadata', { duration: 60 });
    expect(player.video.currentTime).toBe(25);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on a click outside', async () => {
    const { player } = make({ sources: mp4Sources() });
    const menu = player.root.querySelector<HTMLElement>('[data-testid="tk-quality-menu"]')!;
    const settings = player.root.querySelector<HTMLButtonElement>('button[aria-label="Settings"]')!;
    settings.click();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.hidden).toBe(true);
    settings.click();
    document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(menu.hidden).toBe(true);
  });

  it('a paused video stays paused after a switch', async () => {
    const { player } = make({ sources: mp4Sources() });
    await flush();
    media(player.video, 'timeupdate', { currentTime: 10 });
    player.setQuality('Full HD');
    await flush();
    media(player.video, 'loadedmetadata', { duration: 60 });
    expect(player.video.currentTime).toBe(10);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it('offers playback speeds', async () => {
    const { player } = make({ sources: mp4Sources() });
    const speed = [
      ...player.root.querySelectorAll<HTMLButtonElement>(
        '[aria-label="Playback speed"] [role="menuitemradio"]',
      ),
    ];
    expect(speed.map((s) => s.textContent)).toEqual(['0.5x', '0.75x', 'Normal', '1.25x', '1.5x', '2x']);
    speed[4]!.click();
    expect(player.video.playbackRate).toBe(1.5);
    media(player.video, 'ratechange');
    expect(player.getSnapshot().rate).toBe(1.5);
  });
});
