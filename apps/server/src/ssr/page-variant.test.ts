import { describe, expect, it } from 'vitest';
import { pageKey } from './page-variant.ts';

const visitor = { url: '/', cookies: {}, origin: 'http://x', user: null };

describe('pageKey', () => {
  it('is bounded whatever the URL length (a digest past 256 characters), different for every input that changes the page', () => {
    const long = pageKey({ ...visitor, url: `/search/1/?s=${'a'.repeat(8000)}` });
    expect(long).toMatch(/^[\w-]{43}$/);
    expect(pageKey(visitor).length).toBeLessThanOrEqual(256);
    const keys = [
      pageKey(visitor),
      pageKey({ ...visitor, url: '/?x' }),
      pageKey({ ...visitor, origin: 'http://y' }),
      pageKey({ ...visitor, cookies: { country: 'US' } }),
      pageKey({ ...visitor, campaign: 'c1' }),
      pageKey({ ...visitor, special: true }),
      pageKey({ ...visitor, ads: { tags: [] } }),
      pageKey({ ...visitor, user: { user_id: 0, username: 'stand-in' } }),
      long,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageKey({ ...visitor })).toBe(keys[0]);
  });
});
