// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AGE_STORAGE_KEY, ageCookie, rememberAdult, remembersAdult } from './age-memory.ts';

afterEach(() => {
  localStorage.clear();
});

describe('embed age memory', () => {
  it('is a CHIPS cookie (Partitioned; Secure; SameSite=None) in a secure context, so a third-party frame may store it', () => {
    const line = ageCookie(true);
    expect(line).toMatch(/^_agev=1; path=\/; expires=Fri, 31 Dec 9999 23:59:59 GMT; /);
    expect(line.split('; ')).toEqual(expect.arrayContaining(['SameSite=None', 'Secure', 'Partitioned']));
  });

  it('is a plain SameSite=Lax cookie on plain http, where browsers refuse Secure cookies', () => {
    const line = ageCookie(false);
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toMatch(/Secure|Partitioned|SameSite=None/);
  });

  it('remembers the answer in storage and reads it back', () => {
    expect(remembersAdult(window)).toBe(false);
    rememberAdult(window);
    expect(localStorage.getItem(AGE_STORAGE_KEY)).toBe('1');
    expect(remembersAdult(window)).toBe(true);
  });

  it('neither throws nor remembers when storage is blocked (a sandboxed frame)', () => {
    // A window whose storage getter throws, as a sandboxed or storage-blocked frame's does.
    const blocked = {
      document,
      isSecureContext: true,
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    expect(() => rememberAdult(blocked)).not.toThrow();
    expect(remembersAdult(blocked)).toBe(false);
  });
});
