import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNT_CAPS,
  channelPath,
  channelsPath,
  commentsPath,
  memberPath,
  membersPath,
  modelPath,
  modelsPath,
  type ParseResult,
  searchParams,
  videoPath,
  videosPath,
} from './index.ts';

/** What a path object answers for `path`: 'ok', or the error's code and field. */
function answer(path: { parse(text: string): ParseResult<unknown> }, text: string): string {
  const result = path.parse(text);
  return result.ok ? 'ok' : `${result.error.code} ${result.error.field}`;
}

describe('path parsers refuse what the builders would never make', () => {
  it('json with lifetime 0 and jsond with a lifetime', () => {
    expect(answer(videoPath, 'json/video/0/0/0/7.json')).toBe('invalid_param ext');
    expect(answer(videoPath, 'json/video/5/0/0/7.jsond')).toBe('invalid_param ext');
  });

  it('buckets that do not match the id', () => {
    expect(answer(videoPath, 'json/video/86400/0/1234000/1234567.json')).toBe('invalid_param million');
    expect(answer(memberPath, 'json/member/7200/profile/0/12345.json')).toBe('invalid_param thousand');
  });

  it('unknown sorts, sections, genders and out-of-range numbers', () => {
    const base = 'json/videos2/3600/str/latest-updates/24/..1.all.0.all.json';
    expect(videosPath.parse(base).ok).toBe(true);
    expect(answer(videosPath, base.replace('latest-updates', 'newest'))).toBe('invalid_param sort');
    expect(answer(videosPath, base.replace('/str/', '/xyz/'))).toBe('invalid_param gender');
    expect(answer(videosPath, base.replace('/24/', '/5000/'))).toBe('invalid_param count');
    expect(answer(videosPath, base.replace('..1.', '..0.'))).toBe('invalid_param page');
  });

  it('a date filter only with top-rated and most-popular', () => {
    expect(answer(videosPath, 'json/videos2/3600/str/latest-updates/24/..1.all.0.week.json')).toBe(
      'invalid_param date',
    );
    expect(videosPath.parse('json/videos2/3600/str/top-rated/24/..1.all.0.week.json').ok).toBe(true);
  });

  it('relevance only for search, and search only through videos2.php', () => {
    expect(videosPath.parse('json/videos2/0/str/relevance/24/..1.all.0.all.jsond')).toMatchObject({
      ok: false,
    });
    expect(videosPath.parse('json/videos2/0/str/relevance/24/search..1.all.0.all.jsond')).toMatchObject({
      ok: false,
    });
    expect(searchParams.parse('0/str/relevance/24/search..1.all.0.all').ok).toBe(true);
  });

  it('a section needs an object id and user uploads need a numeric one', () => {
    expect(videosPath.parse('json/videos2/3600/str/latest-updates/24/categories..1.all.0.all.json').ok).toBe(
      false,
    );
    expect(videosPath.parse('json/videos2/3600/str/latest-updates/24/members.abc.1.all.0.all.json').ok).toBe(
      false,
    );
    expect(videosPath.parse('json/videos2/3600/str/latest-updates/24/members.12.1.all.0.all.json').ok).toBe(
      true,
    );
  });

  it('channel and model letters must match the dir', () => {
    expect(answer(channelPath, 'json/channel/86400/x/north-studio.json')).toBe('invalid_param letter');
    expect(answer(modelPath, 'json/model/3600/lx/lira-moss.json')).toBe('invalid_param letters');
  });

  it('anything else is an invalid path, not an exception', () => {
    expect(videoPath.parse('json/video/../../etc/passwd')).toMatchObject({
      ok: false,
      error: { code: 'invalid_path' },
    });
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const shape of [videosPath, videoPath, modelsPath, membersPath, commentsPath, channelsPath]) {
          const result = shape.parse(text);
          if (!result.ok) expect(result.error.error).toBe(true);
        }
      }),
    );
  });
});

describe('every builder round-trips through its parser', () => {
  it('videos2 for generated params', () => {
    const params = fc.record({
      lifetime: fc.nat(1_000_000),
      gender: fc.constantFrom('str' as const, 'gay' as const, 'she' as const),
      sort: fc.constantFrom('latest-updates' as const, 'most-popular' as const, 'top-rated' as const),
      // Up to the videos cap: 1000 was the old, amplifying bound (issue #25).
      count: fc.integer({ min: 1, max: COUNT_CAPS.videos }),
      section: fc.constant('categories' as const),
      object_id: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
      page: fc.integer({ min: 1, max: 10000 }),
      type: fc.constantFrom('all' as const, 'hd' as const, 'vr' as const),
      duration: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
      date: fc.constant('all' as const),
    });
    fc.assert(
      fc.property(params, (p) => {
        expect(videosPath.parse(videosPath.build(p))).toEqual({ ok: true, value: p });
      }),
    );
  });

  it('id paths for generated ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.nat(10_000_000), (id, lifetime) => {
        expect(videoPath.parse(videoPath.build({ lifetime, video_id: id }))).toEqual({
          ok: true,
          value: { lifetime, video_id: id },
        });
        const comments = { lifetime, section: 'models' as const, object_id: id };
        expect(commentsPath.parse(commentsPath.build(comments))).toEqual({ ok: true, value: comments });
      }),
    );
  });
});
