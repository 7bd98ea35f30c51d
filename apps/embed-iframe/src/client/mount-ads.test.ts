// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeVideoUrl } from '@tubekit/contract';
import type { Player } from '@tubekit/player';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedPage } from '../model.ts';
import { renderEmbedShell } from '../shell.ts';
import { mountEmbed } from './mount.ts';

// The embed page end to end: the server-rendered shell's boot data, the client entry and the
// real ads layer (`@tubekit/player/ads`) asking a loopback VAST server for the tags.

let server: Server;
let origin = '';
const requests: string[] = [];
/** Tag requests and content play() calls, in the order they happened. */
const order: string[] = [];
beforeAll(async () => {
  // Every tag answers a VAST without ads (error 303), so the chain walks all backups.
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    order.push('tag');
    res.writeHead(200, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
    res.end('<VAST version="3.0"></VAST>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let contentPlays: HTMLMediaElement[] = [];
let player: Player | null = null;
beforeEach(() => {
  requests.length = 0;
  order.length = 0;
  contentPlays = [];
  window.dataLayer = [];
  // jsdom has no media playback: play() just reports playing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    contentPlays.push(this);
    order.push('content');
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  player?.destroy();
  player = null;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const video = {
  video_id: 1001,
  dir: 'test-pattern-clip',
  title: 'Test pattern clip',
  poster: '/p.jpg',
  duration: '1:00',
};
const sources = [
  {
    video_url: encodeVideoUrl('/media/1001/clip_hd.mp4'),
    format: '_hd.mp4',
    timelines_count: 0,
    timelines_interval: 0,
    timelines_format: 'timelines',
    duration: 60,
    dir_path: '0/1',
    video_id: 1001,
  },
];

/** Puts the shell the server renders for `page` into this document, at `url`. */
function serveShell(page: EmbedPage, url: string): void {
  const html = renderEmbedShell(page, { entry: 'entry.js', css: [] });
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  window.history.replaceState(null, '', url);
}

const goals = (name: string) =>
  (window.dataLayer as { event: string; index?: number }[]).filter((e) => e.event === name);

describe('embed page ads', () => {
  it('runs the preroll chain over the configured tags, with the campaign, before the content', async () => {
    const tags = [`${origin}/main?c={campaign}`, `${origin}/backup`];
    serveShell(
      { status: 'ok', video, sources: sources as never, related: [], ageGate: false, ads: { tags } },
      '/embed/1001/?campaign=777',
    );
    const load = vi.fn(() => import('@tubekit/player/ads'));
    player = await mountEmbed(window, { loadAds: load });
    expect(load).toHaveBeenCalledTimes(1);
    await player?.play();
    // Main tag, then the backup, each for this visitor's campaign; content only after both.
    expect(requests).toEqual(['/main?c=777', '/backup?campaign=777']);
    expect(goals('player_vast_error').map((g) => g.index)).toEqual([0, 1]);
    expect(contentPlays).toContain(player?.video);
    expect(order.slice(0, 3)).toEqual(['tag', 'tag', 'content']);
  });

  it('never requests the ads chunk when the server configured no tags', async () => {
    serveShell(
      { status: 'ok', video, sources: sources as never, related: [], ageGate: false },
      '/embed/1001/',
    );
    const load = vi.fn(() => import('@tubekit/player/ads'));
    player = await mountEmbed(window, { loadAds: load });
    await player?.play();
    expect(load).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(contentPlays).toContain(player?.video);
  });
});

describe('embed page partner campaign', () => {
  it("sends the loader's campaign in the view beacon and in the related links back to the site", async () => {
    const beacons: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input) === '/partners/beacon') beacons.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const related = [{ video_id: 7, dir: 'a-clip', title: 'A clip', duration: '1:00', scr: '/s.jpg' }];
    serveShell(
      { status: 'ok', video, sources: sources as never, related, ageGate: false, specialUser: true },
      '/embed/1001/?campaign=555',
    );
    player = await mountEmbed(window);
    expect(beacons).toEqual([{ event: 'view', campaign: '555' }]);
    const link = document.querySelector<HTMLAnchorElement>('.tk-related-item');
    expect(link?.getAttribute('href')).toBe('/video/7/a-clip/?r=1&campaign=555');
  });
});
