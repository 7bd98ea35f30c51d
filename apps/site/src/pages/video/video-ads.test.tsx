import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, setAnalyticsSink } from '../../analytics/sink.ts';
import type { RootData } from '../../root-loader.ts';
import * as videoPage from './route.tsx';
import { clearLocalDb, fakeVideoApi, makeRelated, makeVideo, renderWithLayout } from './test-kit.tsx';

// The video page with the real ads layer (`@tubekit/player/ads`): the tags come from the root
// data the server renders, and a loopback VAST server records what the chain asks for.

let server: Server;
let origin = '';
/** Tag requests and content play() calls, in the order they happened. */
const order: string[] = [];
beforeAll(async () => {
  // Every tag answers a VAST without ads (error 303), so the chain walks all backups.
  server = createServer((req, res) => {
    order.push(`tag ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
    res.end('<VAST version="3.0"></VAST>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let events: AnalyticsEvent[] = [];
beforeEach(async () => {
  order.length = 0;
  events = [];
  setAnalyticsSink({ push: (e) => events.push(e) });
  // jsdom has no media playback: play() just reports playing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    order.push('content');
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  await clearLocalDb();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the video page at `url` with `rootData` and presses the big play button. */
async function openAndPlay(url: string, rootData: RootData) {
  const fake = fakeVideoApi({ video: makeVideo(), related: { videos: makeRelated(3), total_count: 3 } });
  const view = renderWithLayout(videoPage, { routePath: 'video/:id/:dir/', url, api: fake.api, rootData });
  const play = await vi.waitFor(() => {
    const button = view.container.querySelector<HTMLElement>('[data-testid="tk-big-play"]');
    if (!button) throw new Error('no player yet');
    return button;
  });
  fireEvent.click(play);
  await vi.waitFor(() => expect(order).toContain('content'), { timeout: 4000 });
  return view;
}

describe('video page ads', () => {
  it('plays the preroll chain over the configured tags with the page campaign, before the content', async () => {
    const tags = [`${origin}/main?c={campaign}`, `${origin}/backup`];
    await openAndPlay('/video/1001/test-pattern-clip/?campaign=777', { categories: [], ads: { tags } });
    expect(order.slice(0, 3)).toEqual(['tag /main?c=777', 'tag /backup?campaign=777', 'content']);
    const errors = events.filter((e) => e.event === 'player_vast_error');
    expect(errors.map((e) => e.index)).toEqual([0, 1]);
  });

  it("uses the visit's campaign from the root data (campaign cookie) in tags, goals and beacons", async () => {
    const realFetch = globalThis.fetch;
    const beacons: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input) !== '/partners/beacon') return realFetch(input, init);
      beacons.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const tags = [`${origin}/main?c={campaign}`];
    await openAndPlay('/video/1001/test-pattern-clip/', { categories: [], ads: { tags }, campaign: '123' });
    expect(order.slice(0, 2)).toEqual(['tag /main?c=123', 'content']);
    const goals = events.filter((e) => e.event.startsWith('player_'));
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) expect(goal.campaign).toBe('123');
    expect(beacons).toContainEqual({ event: 'view', campaign: '123' });
  });

  it('asks no ad server when the root data has no tags', async () => {
    await openAndPlay('/video/1001/test-pattern-clip/?campaign=777', { categories: [] });
    expect(order).toEqual(['content']);
  });
});
