// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createPlayer, DELETED_MESSAGE, type PlayerOptions } from '../index';
import { container, flush, media, mp4Sources, source } from '../test-utils/fixtures';
import { playerHarness } from '../test-utils/players';

const harness = playerHarness();

/** A player of the mp4 video, with the goals it sends and their data. */
function make(options: Partial<PlayerOptions> = {}) {
  const goals: Array<[string, Record<string, unknown>]> = [];
  const player = harness.make({
    sources: mp4Sources(),
    onGoal: (goal, data) => goals.push([goal, data]),
    ...options,
  });
  return { player, goals };
}

describe('setup', () => {
  it('needs a container: logs "Param ref not defined" and sends player_setup_error', () => {
    const goals: string[] = [];
    expect(createPlayer({ container: undefined, onGoal: (g) => goals.push(g) })).toBeNull();
    expect(createPlayer({ container: 'player' as never })).toBeNull();
    expect(harness.log).toHaveBeenCalledWith('Param ref not defined');
    expect(goals).toEqual(['player_setup_error']);
  });

  it('needs custom controls to be an array', () => {
    const goals: string[] = [];
    const p = createPlayer({
      container: container(),
      controls: { id: 'x' } as never,
      onGoal: (g) => goals.push(g),
    });
    expect(p).toBeNull();
    expect(goals).toEqual(['player_setup_error']);
    expect(document.querySelector('.tk-player')).toBeNull();
  });

  it('renders custom controls that call back with the player', () => {
    const onClick = vi.fn();
    const { player } = make({ controls: [{ id: 'share', label: 'Share', onClick }] });
    const button = player.root.querySelector<HTMLButtonElement>('button[aria-label="Share"]')!;
    button.click();
    expect(onClick).toHaveBeenCalledWith(player);
  });

  it('creates a metadata-preloading inline video and sends player_init', async () => {
    const { player, goals } = make({ poster: '/scr/1.jpg' });
    await flush();
    const video = player.video;
    expect(video.preload).toBe('metadata');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.poster).toContain('/scr/1.jpg');
    expect(video.getAttribute('src')).toBe('/media/1001/1001_hd.mp4?sig=x');
    expect(player.root.dataset.status).toBe('idle');
    expect(goals.map(([g]) => g)).toEqual(['player_init']);
  });

  it('autostart is muted and starts playing', async () => {
    const { player } = make({ query: '?autostart=1' });
    await flush();
    expect(player.video.muted).toBe(true);
    expect(player.getSnapshot().muted).toBe(true);
    expect(player.getSnapshot().status).toBe('playing');
  });

  it('an undecodable url logs "error decoding url" and sends a setup error', () => {
    const { player, goals } = make({ sources: [{ ...source('/m/1_hd.mp4'), video_url: '%%%' }] });
    expect(harness.log).toHaveBeenCalledWith('error decoding url');
    expect(goals.map(([g]) => g)).toEqual(['player_setup_error']);
    expect(player.getSnapshot().error).toEqual({ kind: 'setup', code: 'error_decoding_url', fatal: true });
    expect(player.root.querySelector('[data-testid="tk-error"]')?.getAttribute('data-code')).toBe(
      'error_decoding_url',
    );
  });

  it('an error answer is a fatal network error and play() does nothing', async () => {
    const { player, goals } = make({ sources: { error: true, code: 'not_found' } });
    await player.play();
    expect(player.getSnapshot().error).toEqual({ kind: 'network', code: 'not_found', fatal: true });
    expect(goals).toEqual([
      ['player_error', { message: 'not_found', kind: 'network', code: 'not_found', fatal: true }],
    ]);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });

  it('logs when the timelines url is not defined', () => {
    make({ sources: mp4Sources({ timelines_count: 0 }) });
    expect(harness.log).toHaveBeenCalledWith('[Videoplayer] Timelines url is not defined');
  });

  it('a deleted video shows the panel and never loads media', async () => {
    const { player, goals } = make({ deleted: true });
    await player.play();
    const panel = player.root.querySelector<HTMLElement>('[data-testid="tk-deleted"]')!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain(DELETED_MESSAGE);
    expect(panel.querySelector('svg')).not.toBeNull();
    expect(player.video.getAttribute('src')).toBeNull();
    expect(player.video.isConnected).toBe(false);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(goals).toEqual([]);
  });
});

describe('state from media events', () => {
  it('media events drive status, data-status and the live region', async () => {
    const { player } = make();
    const video = player.video;
    const live = player.root.querySelector('[data-testid="tk-live"]')!;
    media(video, 'play', { paused: false });
    expect(player.getSnapshot().status).toBe('buffering');
    media(video, 'playing');
    expect(player.root.dataset.status).toBe('playing');
    expect(live.textContent).toBe('Playing');
    media(video, 'loadedmetadata', { duration: 60 });
    media(video, 'timeupdate', { currentTime: 12 });
    expect(player.getSnapshot()).toMatchObject({ currentTime: 12, duration: 60 });
    media(video, 'waiting');
    expect(player.root.dataset.status).toBe('buffering');
    media(video, 'pause', { paused: true });
    expect(player.root.dataset.status).toBe('paused');
    media(video, 'ended');
    expect(player.root.dataset.status).toBe('complete');
  });

  it('notifies subscribers once per change, with a new snapshot object only on change', () => {
    const { player } = make();
    const seen: unknown[] = [];
    player.subscribe(() => seen.push(player.getSnapshot()));
    const before = player.getSnapshot();
    media(player.video, 'timeupdate', { currentTime: 0 });
    expect(seen).toHaveLength(0);
    expect(player.getSnapshot()).toBe(before);
    media(player.video, 'playing');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(before);
  });

  it("a subscriber's exception never breaks the machine", () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { player } = make();
    player.subscribe(() => {
      throw new Error('bad subscriber');
    });
    player.on('statechange', () => {
      throw new Error('bad handler');
    });
    const later = vi.fn();
    player.subscribe(later);
    media(player.video, 'playing');
    media(player.video, 'pause', { paused: true });
    expect(player.getSnapshot().status).toBe('paused');
    expect(later).toHaveBeenCalledTimes(2);
    expect(errorLog).toHaveBeenCalled();
  });

  it('emits typed events', () => {
    const { player } = make();
    const events: string[] = [];
    player.on('statechange', (e) => events.push(`${e.prev}->${e.status}`));
    player.on('firstframe', () => events.push('firstframe'));
    player.on('ended', () => events.push('ended'));
    media(player.video, 'playing');
    media(player.video, 'ended');
    expect(events).toEqual(['idle->playing', 'firstframe', 'playing->complete', 'ended']);
  });

  it('first frame: goal, download button, and the ts seek', () => {
    const { player, goals } = make({ query: '?ts=42', downloadUrl: '/dl/1.mp4' });
    const download = player.root.querySelector<HTMLElement>('.tk-download')!;
    expect(download.hidden).toBe(true);
    media(player.video, 'playing');
    expect(goals.map(([g]) => g)).toEqual(['player_init', 'player_firstframe']);
    expect(download.hidden).toBe(false);
    expect(player.video.currentTime).toBe(42);
    media(player.video, 'playing');
    expect(goals.filter(([g]) => g === 'player_firstframe')).toHaveLength(1);
  });

  it("player_error is prefixed 'Played - ' after the first frame", async () => {
    const { player, goals } = make();
    await flush();
    media(player.video, 'error', { error: { code: 3 } });
    media(player.video, 'playing');
    media(player.video, 'error', { error: { code: 2 } });
    const errors = goals.filter(([g]) => g === 'player_error').map(([, d]) => d.message);
    expect(errors).toEqual(['media_decode', 'Played - media_network']);
    expect(player.getSnapshot().error).toEqual({ kind: 'media', code: 'media_network', fatal: true });
  });

  it('shows the big play button as a replay when the video ended without end panels', () => {
    const { player } = make();
    const bigPlay = player.root.querySelector<HTMLElement>('[data-testid="tk-big-play"]')!;
    media(player.video, 'playing');
    expect(bigPlay.hidden).toBe(true);
    media(player.video, 'ended');
    expect(bigPlay.hidden).toBe(false);
  });

  it('debug mode logs prev -> next', () => {
    const { player } = make({ query: '?debug=1' });
    media(player.video, 'playing');
    expect(harness.log).toHaveBeenCalledWith('[tubekit] media-playing: idle -> playing');
  });
});

describe('volume', () => {
  it('starts from ktk_volume (percent values divided by 100) and saves changes', () => {
    localStorage.setItem('ktk_volume', '40');
    const { player } = make();
    expect(player.video.volume).toBe(0.4);
    expect(player.getSnapshot().volume).toBe(0.4);
    player.setVolume(0.7);
    media(player.video, 'volumechange');
    expect(localStorage.getItem('ktk_volume')).toBe('0.7');
    const slider = player.root.querySelector('[role="slider"][aria-label="Volume"]')!;
    expect(slider.getAttribute('aria-valuenow')).toBe('70');
  });
});

describe('ad break seam', () => {
  it('content waits for the preroll, once', async () => {
    let finish!: () => void;
    const adBreak = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { player } = make({ adBreak, query: '?campaign=77' });
    const playing = player.play();
    await flush();
    expect(adBreak).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'preroll', campaign: '77', video: player.video }),
    );
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(player.root.querySelector<HTMLElement>('[data-testid="tk-big-play"]')!.hidden).toBe(true);
    finish();
    await playing;
    expect(player.getSnapshot()).toMatchObject({ adBreak: false, status: 'playing' });
    await player.play();
    expect(adBreak).toHaveBeenCalledOnce();
  });

  it('a failing ad never blocks content', async () => {
    const { player } = make({ adBreak: () => Promise.reject(new Error('no fill')) });
    await player.play();
    expect(player.getSnapshot().status).toBe('playing');
  });

  it('runAdBreak pauses content and resumes it', async () => {
    const { player } = make();
    await player.play();
    let finish!: () => void;
    const done = player.runAdBreak('midroll', () => new Promise<void>((resolve) => (finish = resolve)));
    await flush();
    expect(player.getSnapshot()).toMatchObject({ adBreak: true, status: 'paused' });
    finish();
    await done;
    expect(player.getSnapshot()).toMatchObject({ adBreak: false, status: 'playing' });
  });
});
