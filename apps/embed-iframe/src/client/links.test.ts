// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbedAnalytics } from './analytics.ts';
import { wireEmbedLinks } from './links.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.dataLayer = [];
});

function stage(): HTMLElement {
  document.body.innerHTML = `<div class="te-stage">
    <a class="te-title" href="/video/7/a-clip/" data-click="click_title">A clip</a>
    <a class="te-logo" href="/video/7/a-clip/" data-click="click_logo">Tubekit</a>
    <a class="tk-related-item" href="/video/8/b-clip/?r=1" target="_blank">B clip</a>
  </div>`;
  return document.querySelector('.te-stage') as HTMLElement;
}

const click = (selector: string) => {
  const link = document.querySelector<HTMLAnchorElement>(selector) as HTMLAnchorElement;
  // Keep jsdom from navigating: the href the browser would follow is what we check.
  link.addEventListener('click', (e) => e.preventDefault(), { once: true });
  link.click();
  return link;
};

describe('embed links and click events', () => {
  it('opens title and logo at the current time in a new tab, with the campaign, and tracks each', () => {
    let now = 42.7;
    wireEmbedLinks(
      stage(),
      createEmbedAnalytics(window, { video_id: 7, campaign: 'spring' }),
      () => now,
      'spring',
    );
    const title = click('.te-title');
    expect(new URL(title.href).pathname + new URL(title.href).search).toBe(
      '/video/7/a-clip/?start_time=42&campaign=spring',
    );
    expect(title.target).toBe('_blank');
    now = 0;
    const logo = click('.te-logo');
    expect(new URL(logo.href).search).toBe('?campaign=spring');
    click('.tk-related-item');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'click_title', video_id: 7, campaign: 'spring', start_time: 42 }),
      expect.objectContaining({ event: 'click_logo', video_id: 7, campaign: 'spring', start_time: 0 }),
      expect.objectContaining({ event: 'click_Related', video_id: 7, href: '/video/8/b-clip/?r=1' }),
    ]);
  });
});
