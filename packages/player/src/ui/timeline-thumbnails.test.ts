// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { PlayerOptions } from '../index';
import { flush } from '../test-utils/fixtures';
import { loadedPlayer, playerHarness, part as q } from '../test-utils/players';

const harness = playerHarness();
const make = (options: Partial<PlayerOptions> = {}) => loadedPlayer(harness, options);

describe('timeline thumbnails', () => {
  it('fetches the sprite index on the first seek-bar hover and shows the cue', async () => {
    const vtt =
      'WEBVTT\n\n00:00:00.000 --> 00:00:50.000\nsprite.jpg#xywh=0,0,160,90\n\n00:00:50.000 --> 00:01:40.000\nsprite.jpg#xywh=160,0,160,90\n';
    const fetchFn = vi.fn(async () => new Response(vtt));
    const player = make({ fetch: fetchFn as typeof fetch });
    expect(fetchFn).not.toHaveBeenCalled();
    const bar = q(player, '.tk-seek');
    bar.getBoundingClientRect = () =>
      ({ left: 0, width: 200, top: 0, height: 4, right: 200, bottom: 4 }) as DOMRect;
    bar.dispatchEvent(new MouseEvent('pointermove', { clientX: 150 }));
    await flush();
    expect(fetchFn).toHaveBeenCalledWith('http://localhost:3000/tl/timelines/0/1/1001.10.6.vtt');
    bar.dispatchEvent(new MouseEvent('pointermove', { clientX: 150 }));
    const thumb = q(player, '[data-testid="tk-thumb"]');
    expect(thumb.hidden).toBe(false);
    expect(thumb.textContent).toBe('1:15');
    expect(q(player, '.tk-thumb-img').style.backgroundPosition).toBe('-160px 0px');
    expect(q(player, '.tk-thumb-img').style.backgroundImage).toContain(
      'http://localhost:3000/tl/timelines/0/1/sprite.jpg',
    );
    expect(fetchFn).toHaveBeenCalledOnce();
  });
  it('loads the sprite index and its first sheet when the pointer enters the player, so the first hover has its thumbnail', async () => {
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:01:40.000\nsprite.jpg#xywh=0,0,160,90\n';
    const fetchFn = vi.fn(async () => new Response(vtt));
    const make_ = document.createElement.bind(document);
    const images: HTMLElement[] = [];
    vi.spyOn(document, 'createElement').mockImplementation(
      (tag: string, options?: ElementCreationOptions) => {
        const node = make_(tag, options);
        if (tag === 'img') images.push(node);
        return node;
      },
    );
    const player = make({ fetch: fetchFn as typeof fetch });
    player.root.dispatchEvent(new MouseEvent('pointerenter'));
    await flush();
    expect(fetchFn).toHaveBeenCalledWith('http://localhost:3000/tl/timelines/0/1/1001.10.6.vtt');
    expect(images.map((img) => img.getAttribute('src'))).toContain(
      'http://localhost:3000/tl/timelines/0/1/sprite.jpg',
    );
    // The hover that follows draws the cue at once, with no second fetch.
    const bar = q(player, '.tk-seek');
    bar.getBoundingClientRect = () =>
      ({ left: 0, width: 200, top: 0, height: 4, right: 200, bottom: 4 }) as DOMRect;
    bar.dispatchEvent(new MouseEvent('pointermove', { clientX: 50 }));
    expect(q(player, '[data-testid="tk-thumb"]').hidden).toBe(false);
    expect(q(player, '.tk-thumb-img').style.backgroundImage).toContain('sprite.jpg');
    expect(fetchFn).toHaveBeenCalledOnce();
  });
});
