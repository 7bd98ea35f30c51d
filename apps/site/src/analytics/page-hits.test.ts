import { describe, expect, it } from 'vitest';
import { createPageHitTracker } from './page-hits.ts';
import { type AnalyticsEvent, dataLayerSink, setAnalyticsSink, track } from './sink.ts';

describe('page hits', () => {
  it('sends a page hit with campaign and page name after each navigation', () => {
    const events: AnalyticsEvent[] = [];
    const tracker = createPageHitTracker('', (e) => events.push(e));
    tracker.onNavigate({ pageName: 'index', url: new URL('http://x/?campaign=42') });
    tracker.onNavigate({ pageName: 'categories', url: new URL('http://x/categories/') });
    expect(events).toEqual([
      { event: 'page_hit', campaign: '42', page_name: 'index', page_path: '/?campaign=42' },
      { event: 'page_hit', campaign: '42', page_name: 'categories', page_path: '/categories/' },
    ]);
  });

  it("starts with the server's campaign (cookie) and lets a later campaign parameter replace it", () => {
    const events: AnalyticsEvent[] = [];
    const tracker = createPageHitTracker('123', (e) => events.push(e));
    tracker.onNavigate({ pageName: 'index', url: new URL('http://x/') });
    tracker.onNavigate({ pageName: 'categories', url: new URL('http://x/categories/?campaign=77') });
    tracker.onNavigate({ pageName: 'index', url: new URL('http://x/') });
    expect(events.map((e) => e.campaign)).toEqual(['123', '77', '77']);
  });

  it('fires the pagination event only when there was a previous page', () => {
    const events: AnalyticsEvent[] = [];
    const tracker = createPageHitTracker('', (e) => events.push(e));
    const nav = (page: number, name = 'videos') => ({
      pageName: name,
      url: new URL(`http://x/videos/latest-updates/${page}/`),
      page,
    });
    tracker.onNavigate(nav(1));
    tracker.onNavigate(nav(2));
    tracker.onNavigate(nav(5, 'search'));
    const pagination = events.filter((e) => e.event === 'pagination');
    expect(pagination).toEqual([{ event: 'pagination', page_name: 'videos', from_page: 1, to_page: 2 }]);
  });

  it('pushes to window.dataLayer by default, and a throwing sink never breaks the page', () => {
    window.dataLayer = [];
    track({ event: 'x' });
    expect(window.dataLayer).toEqual([{ event: 'x' }]);
    const previous = setAnalyticsSink({
      push() {
        throw new Error('down');
      },
    });
    expect(() => track({ event: 'y' })).not.toThrow();
    setAnalyticsSink(previous);
    expect(previous).toBe(dataLayerSink);
  });
});
