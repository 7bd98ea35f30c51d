// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Player, PlayerOptions } from '../index';
import { flush, media, mp4Sources } from '../test-utils/fixtures';
import { playerHarness, pressKey } from '../test-utils/players';

const harness = playerHarness();

/** A player of the mp4 video with its metadata (100 s) read, as after page load. */
function make(options: Partial<PlayerOptions> = {}) {
  const player = harness.make({ sources: mp4Sources(), ...options });
  media(player.video, 'loadedmetadata', { duration: 100 });
  return player;
}
const click = (player: Player, selector: string) => player.root.querySelector<HTMLElement>(selector)!.click();

describe('the UI sends intents', () => {
  it('every control and key sends its intent, and nothing else touches the element', () => {
    const player = make({
      embed: true,
      next: { url: '/video/2/b/' },
      related: [{ video_id: 3, dir: 'c', title: 'C', duration: '1:00', scr: '/c.jpg' }],
    });
    // With the player's handling switched off, the UI alone must change nothing.
    const request = vi.spyOn(player, 'request').mockImplementation(() => {});
    const video = player.video;
    const before = {
      time: video.currentTime,
      volume: video.volume,
      muted: video.muted,
      rate: video.playbackRate,
    };

    click(player, '.tk-play');
    click(player, '.tk-back');
    click(player, '.tk-forward');
    click(player, '.tk-fullscreen');
    click(player, '.tk-pip');
    click(player, '.tk-mute');
    click(player, '[data-testid="tk-big-play"]');
    click(player, '.tk-related-close');
    click(player, '.tk-countdown-play');
    click(player, '.tk-countdown-cancel');
    click(player, '.tk-vr-allow');
    click(player, '.tk-settings');
    click(player, '[role="menuitemradio"]');
    for (const k of [' ', 'f', 'm', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'ArrowDown'])
      pressKey(player, k);

    expect(request.mock.calls).toEqual([
      ['play-request'],
      ['seek-back-request'],
      ['seek-forward-request'],
      ['fullscreen-toggle-request'],
      ['pip-toggle-request'],
      ['mute-request', true],
      ['play-request'],
      ['related-close-request'],
      ['next-request'],
      ['countdown-cancel-request'],
      ['vr-permission-request'],
      ['related-close-request'],
      ['quality-request', 'Full HD'],
      ['play-request'],
      ['fullscreen-toggle-request'],
      ['mute-request', true],
      ['seek-back-request'],
      ['seek-forward-request'],
      ['seek-request', 0],
      ['seek-request', 100],
      ['volume-request', 1],
      ['volume-request', 0.9],
    ]);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(HTMLMediaElement.prototype.pause).not.toHaveBeenCalled();
    expect({
      time: video.currentTime,
      volume: video.volume,
      muted: video.muted,
      rate: video.playbackRate,
    }).toEqual(before);
    expect(player.getSnapshot().pendingSeek).toBe(0);
  });

  it('the play button sends pause while playing or buffering', () => {
    const player = make();
    const request = vi.spyOn(player, 'request').mockImplementation(() => {});
    media(player.video, 'play', { paused: false });
    click(player, '.tk-play');
    media(player.video, 'playing');
    click(player, '.tk-play');
    expect(request.mock.calls).toEqual([['pause-request'], ['pause-request']]);
  });
});

describe('the player carries intents out', () => {
  it('on the media element, ignoring bad numbers; the media events then write the state', async () => {
    const player = make();
    player.request('play-request');
    await flush();
    expect(player.getSnapshot().status).toBe('playing');
    player.request('seek-request', 500);
    expect(player.video.currentTime).toBe(100);
    player.request('seek-request', -5);
    expect(player.video.currentTime).toBe(0);
    player.request('seek-request', Number.NaN);
    expect(player.video.currentTime).toBe(0);
    player.request('mute-request', true);
    player.request('volume-request', 2);
    expect(player.video).toMatchObject({ volume: 1, muted: false });
    player.request('rate-request', -1);
    player.request('rate-request', 1.5);
    expect(player.video.playbackRate).toBe(1.5);
    player.request('pause-request');
    expect(player.getSnapshot().status).toBe('paused');
  });

  it('seek steps accumulate on the clock into one seek', () => {
    const player = make();
    media(player.video, 'timeupdate', { currentTime: 50 });
    player.request('seek-forward-request');
    player.request('seek-forward-request');
    player.request('seek-back-request');
    expect(player.getSnapshot().pendingSeek).toBe(10);
    harness.clock.advance(1500);
    expect(player.video.currentTime).toBe(60);
  });

  it('panel intents change the panel state (no media event exists for them)', () => {
    const navigate = vi.fn();
    const player = make({ embed: true, next: { url: '/video/2/b/' }, navigate });
    player.request('related-open-request');
    expect(player.getSnapshot().relatedOpen).toBe(true);
    player.request('related-close-request');
    expect(player.getSnapshot().relatedOpen).toBe(false);
    media(player.video, 'ended');
    expect(player.getSnapshot().countdown).toBe(12);
    player.request('countdown-cancel-request');
    expect(player.getSnapshot()).toMatchObject({ countdown: null, relatedOpen: true });
    player.request('next-request');
    expect(navigate).toHaveBeenCalledWith('/video/2/b/');
  });

  it('the methods are the same intents', async () => {
    const player = make();
    await player.play();
    player.seek(30);
    player.setVolume(0.5);
    player.setRate(2);
    player.tapForward();
    expect(player.video).toMatchObject({ currentTime: 30, volume: 0.5, playbackRate: 2 });
    expect(player.getSnapshot().pendingSeek).toBe(10);
    player.togglePlay();
    expect(player.getSnapshot().status).toBe('paused');
  });
});

describe('listeners get the action that caused the change', () => {
  it('subscribe: the new snapshot and the action', () => {
    const player = make();
    const seen: Array<[unknown, string]> = [];
    player.subscribe((snapshot, action) => seen.push([snapshot, action.type]));
    media(player.video, 'playing');
    player.request('seek-forward-request');
    expect(seen).toEqual([
      [expect.objectContaining({ status: 'playing' }), 'media-playing'],
      [expect.objectContaining({ pendingSeek: 10 }), 'seek-tap'],
    ]);
    expect(seen[1]?.[0]).toBe(player.getSnapshot());
  });

  it('on: the payload and the action; destroy has none', () => {
    const player = make();
    const seen: Array<[string, string | null]> = [];
    player.on('statechange', ({ status }, action) => seen.push([status, action.type]));
    player.on('volumechange', ({ muted }, action) => seen.push([`muted ${muted}`, action.type]));
    player.on('destroy', (_, action) => seen.push(['destroy', action]));
    media(player.video, 'playing');
    media(player.video, 'volumechange', { muted: true });
    player.destroy();
    expect(seen).toEqual([
      ['playing', 'media-playing'],
      ['muted true', 'media-volumechange'],
      ['destroy', null],
    ]);
  });
});
