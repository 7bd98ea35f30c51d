import { describe, expect, it } from 'vitest';
import { renderEmbedShell } from './shell.ts';

const assets = { entry: 'assets/entry-abc123.js', css: ['assets/entry-abc123.css'] };
const video = {
  video_id: 12,
  dir: 'a-clip',
  title: 'A </script> clip',
  poster: '/media/3/scr.jpg',
  duration: '0:08',
};

describe('embed shell', () => {
  it('renders the poster, links, gate and data a visitor sees before any script runs', () => {
    const html = renderEmbedShell({ status: 'ok', video, sources: [], related: [], ageGate: true }, assets);
    expect(html).toContain(`style="background-image:url('/media/3/scr.jpg')"`);
    expect(html).toContain('<link rel="stylesheet" href="/embed-static/assets/entry-abc123.css">');
    expect(html).toContain('<script type="module" src="/embed-static/assets/entry-abc123.js"></script>');
    expect(html).toContain(
      'href="/video/12/a-clip/" target="_blank" rel="noopener" data-click="click_title"',
    );
    expect(html).toContain('ADULT CONTENT WARNING');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The title cannot end the data script early.
    const data = /id="te-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(data).video.title).toBe('A </script> clip');
    expect(JSON.parse(data).ageGate).toBeUndefined();
  });

  it('leaves the gate out for an adult, and renders script-free panels for deleted and missing', () => {
    const adult = renderEmbedShell({ status: 'ok', video, sources: [], related: [], ageGate: false }, assets);
    expect(adult).not.toContain('te-age');
    const deleted = renderEmbedShell({ status: 'deleted', video }, assets);
    expect(deleted).toContain('Video has been recently deleted');
    expect(deleted).not.toContain('<script');
    const missing = renderEmbedShell({ status: 'missing' }, assets);
    expect(missing).toContain('Oops! Content not found!');
    expect(missing).not.toContain('<script');
  });

  it('gives the entry script and the preloader the response nonce, so a strict CSP lets them run', () => {
    const html = renderEmbedShell(
      { status: 'ok', video, sources: [], related: [], ageGate: false },
      assets,
      'n0nce+/=',
    );
    expect(html).toContain(
      '<script type="module" nonce="n0nce+/=" src="/embed-static/assets/entry-abc123.js"></script>',
    );
    expect(html).toContain('<meta property="csp-nonce" nonce="n0nce+/=">');
    // Every script element that would run carries it (the boot data is JSON, never run).
    const runnable = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => !t.includes('application/json'));
    expect(runnable.every((tag) => tag.includes('nonce="n0nce+/="'))).toBe(true);
  });

  it('carries the configured ads in the boot data, and none when the server has no tags', () => {
    const ads = { tags: ['https://ads.example/vast?c={campaign}'], pauseAdUrl: 'https://ads.example/pause' };
    const data = (html: string) => JSON.parse(/id="te-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    const withAds = renderEmbedShell(
      { status: 'ok', video, sources: [], related: [], ageGate: false, ads },
      assets,
    );
    expect(data(withAds).ads).toEqual(ads);
    const without = renderEmbedShell(
      { status: 'ok', video, sources: [], related: [], ageGate: false },
      assets,
    );
    expect(data(without)).not.toHaveProperty('ads');
  });
});
