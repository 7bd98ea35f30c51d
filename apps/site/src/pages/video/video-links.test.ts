import { describe, expect, it } from 'vitest';
import { isNoGeoReferrer, viewStatForm } from './use-view-stat.ts';
import { moreVideosHref, relatedHref, watchHref } from './video-links.ts';

const clip = { video_id: 2000, dir: 'related-2000' };

describe('video page links', () => {
  it('adds autostart=1 to watch links, and start_time in whole seconds when resuming', () => {
    expect(watchHref(clip)).toBe('/video/2000/related-2000/?autostart=1');
    expect(watchHref(clip, 95.7)).toBe('/video/2000/related-2000/?autostart=1&start_time=95');
    expect(watchHref(clip, 0)).toBe('/video/2000/related-2000/?autostart=1');
  });

  it('marks related links with r=1 and searches the encoded title from the More videos tile', () => {
    expect(relatedHref(clip)).toBe('/video/2000/related-2000/?r=1');
    expect(moreVideosHref('Bars & tone / 2?')).toBe('/search/1/?s=Bars%20%26%20tone%20%2F%202%3F');
  });
});

describe('view stat form', () => {
  it('flags other tubes and country pages as nogeo, and nothing else', () => {
    expect(isNoGeoReferrer('https://other.com/')).toBe(true);
    expect(isNoGeoReferrer('https://clips.tube/')).toBe(true);
    expect(isNoGeoReferrer('https://x.test/country/fr/')).toBe(true);
    expect(isNoGeoReferrer('https://other.com/page/')).toBe(false);
    expect(isNoGeoReferrer('')).toBe(false);
  });

  it('sends user_id only for a signed-in member, and nogeo only when flagged', () => {
    expect(viewStatForm(7, '', null)).toEqual({ act: 'view', section: 'videos', object_id: 7 });
    expect(viewStatForm(7, 'https://other.com/', 42)).toEqual({
      act: 'view',
      section: 'videos',
      object_id: 7,
      nogeo: 1,
      user_id: 42,
    });
  });
});
