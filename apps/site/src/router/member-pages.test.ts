import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routes.tsx';
import { sameForEveryMember } from './member-pages.ts';

describe('sameForEveryMember', () => {
  it('is true for the public pages, whose markup for a member depends on no member in particular', () => {
    for (const url of [
      '/',
      '/2/',
      '/video/5/a-clip/',
      '/videos/latest-updates/1/',
      '/search/1/?q=beach',
      '/categories/',
      '/pornstar/ann/',
      '/pornstar/ann/comments/',
      '/pornsite/site-a/',
      '/community/latest/1/',
      '/information/',
      '/no/such/page/',
    ])
      expect([url, sameForEveryMember(siteRoutes, url)]).toEqual([url, true]);
  });

  it("is false for a member's own pages: profiles and their tabs, history, playlists, upload, moderation", () => {
    for (const url of [
      '/members/3/',
      '/members/3/favourite_videos/1/',
      '/members/3/messages/',
      '/history/',
      '/watch-later/',
      '/playlist/4/',
      '/upload-video/',
      '/moderation/',
    ])
      expect([url, sameForEveryMember(siteRoutes, url)]).toEqual([url, false]);
  });
});
