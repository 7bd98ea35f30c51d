import { describe, expect, it } from 'vitest';
import {
  ALL_CHANNELS,
  categoriesPath,
  channelPath,
  channelsPath,
  commentsPath,
  formatMemberFilter,
  LATEST_VIDEOS,
  mainPath,
  memberPath,
  membersPath,
  modelPath,
  modelsPath,
  playlistPath,
  playlistsPath,
  relatedPath,
  searchUrl,
  subscriptionsPath,
  suggesterPath,
  suggesterSearchUrl,
  timelineVttPath,
  videofileUrl,
  videoPath,
  videosPath,
} from './index.ts';

describe('path builders give the exact shapes of spec section 7', () => {
  it('json/main', () => {
    expect(mainPath.build({ lifetime: 3600, gender: 'str', lang: 'en' })).toBe('json/main/3600/str.en.json');
  });

  it('json/videos2 with every field in place', () => {
    const path = videosPath.build({
      lifetime: 3600,
      gender: 'gay',
      sort: 'most-popular',
      count: 24,
      section: 'categories',
      object_id: 'blue-room',
      page: 3,
      type: 'all',
      duration: 2,
      date: 'week',
    });
    expect(path).toBe('json/videos2/3600/gay/most-popular/24/categories.blue-room.3.all.2.week.json');
  });

  it('LATEST_VIDEOS is the home page listing', () => {
    expect(videosPath.build(LATEST_VIDEOS)).toBe(
      'json/videos2/3600/str/latest-updates/24/..1.all.0.all.json',
    );
  });

  it('uses jsond exactly when the lifetime is 0', () => {
    expect(videoPath.build({ lifetime: 0, video_id: 7 })).toBe('json/video/0/0/0/7.jsond');
    expect(videoPath.build({ lifetime: 86400, video_id: 7 })).toBe('json/video/86400/0/0/7.json');
  });

  it('puts million and thousand buckets in video, related and comment paths', () => {
    expect(videoPath.build({ lifetime: 86400, video_id: 1_234_567 })).toBe(
      'json/video/86400/1000000/1234000/1234567.json',
    );
    expect(relatedPath.build({ lifetime: 432000, count: 24, video_id: 2_001_999, page: 2 })).toBe(
      'json/related/432000/24/2000000/2001000/2001999.all.2.json',
    );
    expect(commentsPath.build({ lifetime: 3600, section: 'videos', object_id: 999 })).toBe(
      'json/comments/3600/videos/0/0/999.json',
    );
  });

  it('puts the thousand bucket in member, playlist and subscriptions paths', () => {
    expect(memberPath.build({ lifetime: 7200, section: 'profile', user_id: 12_345 })).toBe(
      'json/member/7200/profile/12000/12345.json',
    );
    expect(playlistPath.build({ lifetime: 86400, id: 999 })).toBe('json/playlist/86400/0/999.json');
    expect(subscriptionsPath.build({ lifetime: 14400, object_id: 4001 })).toBe(
      'json/subscriptions/14400/4000/4001.json',
    );
  });

  it('puts the first letter of a channel dir and the first two of a model dir', () => {
    expect(channelPath.build({ lifetime: 86400, dir: 'north-studio' })).toBe(
      'json/channel/86400/n/north-studio.json',
    );
    expect(modelPath.build({ lifetime: 3600, dir: 'lira-moss' })).toBe('json/model/3600/li/lira-moss.json');
  });

  it('lists with filter strings: seven dots when no filter is set', () => {
    expect(
      membersPath.build({
        lifetime: 86400,
        section: 'all',
        filter: formatMemberFilter({}),
        sort: 'recent',
        count: 96,
        page: 1,
      }),
    ).toBe('json/members/86400/all/filt......./recent/96/1.json');
    expect(
      modelsPath.build({
        lifetime: 86400,
        gender: 'str',
        filter: '1.5.....2.',
        sort: 'alphabetaz',
        count: 30,
        page: 1,
      }),
    ).toBe('json/models/86400/str/filt1.5.....2./alphabetaz/30/1.json');
  });

  it('categories, channels, playlists, suggester', () => {
    expect(categoriesPath.build({ lifetime: 14400, gender: 'str', section: 'toptn', lang: 'en' })).toBe(
      'json/categories/14400/str.toptn.en.json',
    );
    expect(channelsPath.build(ALL_CHANNELS)).toBe('json/channels/86400/str/alphabetaz/60/all..1.json');
    expect(
      playlistsPath.build({
        lifetime: 86400,
        sort: 'recent',
        count: 60,
        section: 'members',
        page: 1,
        gender: 'str',
        object_id: '42',
      }),
    ).toBe('json/playlists/86400/recent/60/members.1.str.42.json');
    expect(suggesterPath.build({ lifetime: 43200, count: 1000 })).toBe('json/suggester/43200/1000.json');
  });

  it('query-string endpoints encode their text', () => {
    expect(suggesterSearchUrl('red & blue')).toBe('suggester.php?c=red%20%26%20blue');
    expect(videofileUrl({ video_id: 5, lifetime: 864000 })).toBe('videofile.php?video_id=5&lifetime=864000');
    const url = searchUrl(
      {
        lifetime: 0,
        gender: 'str',
        sort: 'relevance',
        count: 24,
        page: 1,
        type: 'all',
        duration: 0,
        date: 'all',
      },
      'sky',
    );
    expect(url).toBe('videos2.php?params=0%2Fstr%2Frelevance%2F24%2Fsearch..1.all.0.all&s=sky');
  });

  it('the timeline vtt path', () => {
    expect(
      timelineVttPath({
        token: '/',
        timelines_format: 'timelines',
        video_id: 1_234_567,
        timelines_count: 60,
        timelines_interval: 10,
      }),
    ).toBe('/timelines/1000000/1234000/1234567.60.10.vtt');
  });
});
