// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PlayerOptions } from '../index';
import { container, flush, media, mp4Sources } from '../test-utils/fixtures';
import { playerHarness } from '../test-utils/players';

/** The default rendition of mp4Sources() (HD), as the page's server would render it. */
const HD = '/media/1001/1001_hd.mp4?sig=x';

const harness = playerHarness();

/** A container holding server-rendered video markup, as a site page would ship it. */
function pageWith(markup: string): { host: HTMLElement; video: HTMLVideoElement } {
  const host = container();
  host.innerHTML = markup;
  return { host, video: host.querySelector('video')! };
}

/** A player of the mp4 video, with the goals it sends. */
function make(options: Partial<PlayerOptions>) {
  const goals: string[] = [];
  const player = harness.make({ sources: mp4Sources(), onGoal: (goal) => goals.push(goal), ...options });
  return { player, goals };
}

describe('adopting a server-rendered <video>', () => {
  it('uses the page element inside the player and does not restart its fetch', async () => {
    const { host, video } = pageWith(
      `<video class="site-video" src="${HD}" preload="auto" controls></video><p>caption</p>`,
    );
    const { player, goals } = make({ container: host, video });
    await flush();

    expect(player.video).toBe(video);
    expect(player.root.querySelector('.tk-stage')?.contains(video)).toBe(true);
    expect(host.querySelectorAll('video')).toHaveLength(1);
    expect(video.classList.contains('tk-video')).toBe(true);
    expect(video.classList.contains('site-video')).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.hasAttribute('playsinline')).toBe(true);
    // The page's preload and source are kept: no load() that would restart the download.
    expect(video.preload).toBe('auto');
    expect(video.getAttribute('src')).toBe(HD);
    expect(harness.playback.load).not.toHaveBeenCalled();
    expect(player.getSnapshot().quality).toBe('HD');
    expect(goals).toEqual(['player_init']);
  });

  it('a <source> child with the same url is kept too', async () => {
    const { host, video } = pageWith(
      `<video preload="metadata"><source src="${HD}" type="video/mp4"></video>`,
    );
    make({ container: host, video });
    await flush();
    expect(video.hasAttribute('src')).toBe(false);
    expect(harness.playback.load).not.toHaveBeenCalled();
  });

  it("markup with another url (or none) gets the player's source", async () => {
    const other = pageWith('<video src="/media/1001/1001_sd.mp4?sig=x"></video>');
    make({ container: other.host, video: other.video });
    const bare = pageWith('<video></video>');
    make({ container: bare.host, video: bare.video });
    await flush();
    expect(other.video.getAttribute('src')).toBe(HD);
    expect(bare.video.getAttribute('src')).toBe(HD);
    expect(harness.playback.load).toHaveBeenCalledTimes(2);
  });

  it('picks up an element that is already playing (native muted autoplay)', async () => {
    const { host, video } = pageWith(`<video src="${HD}" muted autoplay></video>`);
    video.muted = true;
    Object.defineProperty(video, 'paused', { value: false, configurable: true, writable: true });
    Object.defineProperty(video, 'readyState', { value: 4, configurable: true });
    Object.defineProperty(video, 'duration', { value: 60, configurable: true });
    const { player, goals } = make({ container: host, video });

    const snapshot = player.getSnapshot();
    expect(snapshot.status).toBe('playing');
    expect(snapshot.firstFrame).toBe(true);
    expect(snapshot.duration).toBe(60);
    expect(snapshot.muted).toBe(true);
    expect(video.muted).toBe(true);
    expect(player.root.dataset.status).toBe('playing');
    expect(goals).toContain('player_firstframe');
  });

  it('autostart plays the adopted element muted', async () => {
    const { host, video } = pageWith(`<video src="${HD}"></video>`);
    const { player } = make({ container: host, video, query: '?autostart=1' });
    await flush();
    expect(video.muted).toBe(true);
    expect(player.getSnapshot().status).toBe('playing');
    expect(harness.playback.load).not.toHaveBeenCalled();
  });

  it('destroy hands the element back where it was: paused, attributes restored, source kept', async () => {
    const { host, video } = pageWith(`<video class="site-video" src="${HD}" controls></video><p>caption</p>`);
    const { player } = make({ container: host, video, query: '?autostart=1' });
    await flush();
    expect(video.paused).toBe(false);

    player.destroy();
    expect(host.querySelector('.tk-player')).toBeNull();
    expect(host.firstElementChild).toBe(video);
    expect(video.nextElementSibling?.tagName).toBe('P');
    expect(video.paused).toBe(true);
    expect(video.getAttribute('class')).toBe('site-video');
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(false);
    expect(video.getAttribute('src')).toBe(HD);

    // Its events no longer reach the destroyed player.
    const snapshot = player.getSnapshot();
    media(video, 'playing');
    expect(player.getSnapshot()).toBe(snapshot);
  });

  it('a deleted video takes the element out of the page until destroy', () => {
    const { host, video } = pageWith(`<video src="${HD}"></video>`);
    const { player } = make({ container: host, video, deleted: true });
    expect(host.contains(video)).toBe(false);
    expect(player.root.querySelector('[data-testid="tk-deleted"]')).not.toBeNull();
    player.destroy();
    expect(host.firstElementChild).toBe(video);
  });
});

describe('source assignment', () => {
  it('a created element gets its source during createPlayer, before any await', () => {
    const { player } = make({});
    expect(player.video.getAttribute('src')).toBe(HD);
  });
});
