// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Player, PlayerOptions } from '../index';
import { flush, media } from '../test-utils/fixtures';
import { loadedPlayer, playerHarness, pressKey, part as q } from '../test-utils/players';

const harness = playerHarness();
const make = (options: Partial<PlayerOptions> = {}, width = 800) => loadedPlayer(harness, options, width);

describe('forward and back', () => {
  it('buttons accumulate ±10 s and make ONE seek 1.5 s after the last tap, then play', async () => {
    const player = make();
    media(player.video, 'timeupdate', { currentTime: 50 });
    const seeks = vi.fn();
    player.video.addEventListener('seeking', seeks);
    const forward = q(player, 'button[aria-label="Forward 10 seconds"]');
    forward.click();
    forward.click();
    harness.clock.advance(1000);
    forward.click();
    q(player, 'button[aria-label="Back 10 seconds"]').click();
    expect(player.getSnapshot().pendingSeek).toBe(20);
    expect(q(player, '.tk-seek-hint').textContent).toBe('+20 s');
    harness.clock.advance(1499);
    expect(player.video.currentTime).toBe(50);
    harness.clock.advance(1);
    expect(player.video.currentTime).toBe(70);
    expect(player.getSnapshot().pendingSeek).toBe(0);
    await flush();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
  });

  it('clamps to [0, duration]', () => {
    const player = make();
    media(player.video, 'timeupdate', { currentTime: 5 });
    pressKey(player, 'ArrowLeft');
    pressKey(player, 'ArrowLeft');
    harness.clock.advance(1500);
    expect(player.video.currentTime).toBe(0);
    media(player.video, 'timeupdate', { currentTime: 95 });
    pressKey(player, 'ArrowRight');
    harness.clock.advance(1500);
    expect(player.video.currentTime).toBe(100);
  });

  it('double tap in the left/right thirds seeks; a middle tap toggles play', async () => {
    const player = make();
    const stage = q(player, '.tk-stage');
    stage.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 900, height: 500, right: 900, bottom: 500 }) as DOMRect;
    media(player.video, 'timeupdate', { currentTime: 50 });
    const click = (x: number) =>
      player.video.dispatchEvent(new MouseEvent('click', { clientX: x, bubbles: true }));
    click(850);
    harness.clock.advance(100);
    click(850);
    harness.clock.advance(200);
    click(850);
    expect(player.getSnapshot().pendingSeek).toBe(20);
    harness.clock.advance(1500);
    expect(player.video.currentTime).toBe(70);
    click(100);
    harness.clock.advance(100);
    click(100);
    expect(player.getSnapshot().pendingSeek).toBe(-10);
    harness.clock.advance(1500);
    await flush();
    vi.mocked(HTMLMediaElement.prototype.play).mockClear();
    media(player.video, 'pause', { paused: true });
    click(450);
    await flush();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
  });

  it('a single side tap toggles play after the double-tap window', async () => {
    const player = make();
    const stage = q(player, '.tk-stage');
    stage.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 900, height: 500, right: 900, bottom: 500 }) as DOMRect;
    player.video.dispatchEvent(new MouseEvent('click', { clientX: 10, bubbles: true }));
    await flush();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    harness.clock.advance(300);
    await flush();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    expect(player.getSnapshot().pendingSeek).toBe(0);
  });
});

describe('keyboard shortcuts', () => {
  it('space/k play-pause, m mute, up/down volume, f fullscreen', async () => {
    const player = make();
    pressKey(player, ' ');
    await flush();
    expect(player.getSnapshot().status).toBe('playing');
    pressKey(player, 'k');
    expect(player.getSnapshot().status).toBe('paused');
    pressKey(player, 'm');
    expect(player.video.muted).toBe(true);
    pressKey(player, 'M');
    expect(player.video.muted).toBe(false);
    player.video.volume = 0.5;
    media(player.video, 'volumechange');
    pressKey(player, 'ArrowUp');
    expect(player.video.volume).toBeCloseTo(0.6);
    media(player.video, 'volumechange');
    pressKey(player, 'ArrowDown');
    pressKey(player, 'ArrowDown');
    expect(player.video.volume).toBeCloseTo(0.4);
    const request = vi.fn(() => Promise.resolve());
    player.root.requestFullscreen = request;
    pressKey(player, 'f');
    expect(request).toHaveBeenCalledOnce();
  });

  it('space on a focused button activates the button, not the shortcut', () => {
    const player = make();
    const button = q(player, 'button[aria-label="Settings"]');
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  });
});

describe('next-video countdown', () => {
  const next = { url: '/video/2/next-clip/?autostart=1', title: 'Next clip' };
  const end = (player: Player) => {
    media(player.video, 'playing');
    media(player.video, 'ended');
  };

  it('counts 12 s on complete and then navigates', () => {
    const navigate = vi.fn();
    const player = make({ next, navigate });
    end(player);
    const overlay = q(player, '[data-testid="tk-countdown"]');
    expect(overlay.hidden).toBe(false);
    expect(overlay.textContent).toContain('Next video in 12');
    harness.clock.advance(5000);
    expect(overlay.textContent).toContain('Next video in 7');
    harness.clock.advance(6999);
    expect(navigate).not.toHaveBeenCalled();
    harness.clock.advance(1);
    expect(navigate).toHaveBeenCalledWith('/video/2/next-clip/?autostart=1');
  });

  it('Play now goes at once; Cancel hides it and opens the related panel', () => {
    const navigate = vi.fn();
    const player = make({ next, navigate });
    end(player);
    q(player, '.tk-countdown-play').click();
    expect(navigate).toHaveBeenCalledOnce();
    const other = make({ next, navigate: vi.fn() });
    end(other);
    q(other, '.tk-countdown-cancel').click();
    expect(q(other, '[data-testid="tk-countdown"]').hidden).toBe(true);
    expect(q(other, '[data-testid="tk-related"]').hidden).toBe(false);
    harness.clock.advance(60_000);
    expect(harness.clock.pending()).toBe(0);
  });

  it('play or seek hides it and stops the timer', () => {
    const navigate = vi.fn();
    const player = make({ next, navigate });
    end(player);
    media(player.video, 'seeking');
    expect(player.getSnapshot().countdown).toBeNull();
    end(player);
    media(player.video, 'play');
    expect(q(player, '[data-testid="tk-countdown"]').hidden).toBe(true);
    harness.clock.advance(60_000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('under 536 px only in fullscreen', () => {
    const small = make({ next }, 500);
    end(small);
    expect(small.getSnapshot().countdown).toBeNull();
    const fs = make({ next }, 500);
    Object.defineProperty(document, 'fullscreenElement', { value: fs.root, configurable: true });
    document.dispatchEvent(new Event('fullscreenchange'));
    end(fs);
    expect(fs.getSnapshot().countdown).toBe(12);
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('special user: no countdown, related panel on end', () => {
    const player = make({ next, specialUser: true });
    end(player);
    expect(player.getSnapshot().countdown).toBeNull();
    expect(q(player, '[data-testid="tk-related"]').hidden).toBe(false);
  });
});

describe('related panel', () => {
  const related = [
    { video_id: 7, dir: 'clip-seven', title: 'Clip seven', duration: '5:00', scr: '/scr/7.jpg' },
  ];

  it('opens on pause in embed mode, with links in a new tab, and hides on play', () => {
    const player = make({ embed: true, related });
    media(player.video, 'playing');
    media(player.video, 'pause', { paused: true });
    const panel = q(player, '[data-testid="tk-related"]');
    expect(panel.hidden).toBe(false);
    const link = panel.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/video/7/clip-seven/?r=1');
    expect(link.target).toBe('_blank');
    media(player.video, 'play');
    expect(panel.hidden).toBe(true);
  });

  it('does not open on pause outside embed mode, nor at 420 px or less', () => {
    const site = make({ related });
    media(site.video, 'playing');
    media(site.video, 'pause', { paused: true });
    expect(site.getSnapshot().relatedOpen).toBe(false);
    const narrow = make({ embed: true, related }, 420);
    media(narrow.video, 'playing');
    media(narrow.video, 'pause', { paused: true });
    expect(narrow.getSnapshot().relatedOpen).toBe(false);
  });

  it('hides on a settings click or a seek', () => {
    const player = make({ embed: true, related });
    media(player.video, 'playing');
    media(player.video, 'pause', { paused: true });
    q(player, 'button[aria-label="Settings"]').click();
    expect(player.getSnapshot().relatedOpen).toBe(false);
    player.openRelated();
    expect(player.getSnapshot().relatedOpen).toBe(true);
    media(player.video, 'seeking');
    expect(player.getSnapshot().relatedOpen).toBe(false);
  });
});

describe('accessibility', () => {
  it('every button has an accessible name; sliders expose value and text; state is announced', () => {
    const player = make({ downloadUrl: '/dl/1.mp4' });
    const buttons = [...player.root.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(8);
    for (const button of buttons)
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy();
    media(player.video, 'timeupdate', { currentTime: 65 });
    const seek = q(player, '[role="slider"][aria-label="Seek"]');
    expect(seek.getAttribute('aria-valuenow')).toBe('65');
    expect(seek.getAttribute('aria-valuemax')).toBe('100');
    expect(seek.getAttribute('aria-valuetext')).toBe('1 minute 5 seconds of 1 minute 40 seconds');
    expect(q(player, '[aria-live="polite"]').textContent).toBe('Ready');
    media(player.video, 'playing');
    expect(q(player, '[aria-live="polite"]').textContent).toBe('Playing');
    expect(q(player, '.tk-play').getAttribute('aria-label')).toBe('Pause');
  });
});
