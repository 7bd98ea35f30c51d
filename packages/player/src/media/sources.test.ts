// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { PlayerOptions } from '../index';
import { flush, media, mp4Sources } from '../test-utils/fixtures';
import { playerHarness } from '../test-utils/players';

// The engine choice between mp4 and HLS (hls.js, native, fallback) is tested in
// hls/engine.test.ts; these are the mp4 qualities and speeds a viewer switches between.
const { make: create } = playerHarness();
const make = (options: Partial<PlayerOptions> = {}) => ({
  player: create({ sources: mp4Sources(), ...options }),
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
