import { describe, expect, it } from 'vitest';
import { existingPage, HttpError } from './outcome.ts';

describe('existingPage: a numbered page past the last is the 404', () => {
  it('throws the 404 for an empty page after the first', () => {
    expect(() => existingPage({ items: [], total_count: 30 }, 3)).toThrow(HttpError);
  });
  it('throws the 404 for a page number the API refuses (over its MAX_PAGE)', () => {
    expect(() => existingPage({ error: true, code: 'invalid_param' }, 99999)).toThrow(HttpError);
  });
  it('keeps page 1 of an empty list, any page with items, and error answers', () => {
    const empty = { items: [], total_count: 0 };
    expect(existingPage(empty, 1)).toBe(empty);
    const full = { items: [1], total_count: 1 };
    expect(existingPage(full, 2)).toBe(full);
    const error = { error: true, code: 'internal' };
    expect(existingPage(error, 3)).toBe(error);
  });
});
