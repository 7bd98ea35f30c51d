import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html-text.ts';

describe('html text', () => {
  it('escapes markup and both quote kinds', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('keeps JSON from closing its script element and round-trips it', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x -->\u2028' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual(value);
    expect(scriptJson(undefined)).toBe('null');
  });

  it('writes each unsafe character as its JSON escape, every occurrence', () => {
    expect(scriptJson({ a: '<b>&\u2028\u2029<' })).toBe(
      '{"a":"\\u003cb\\u003e\\u0026\\u2028\\u2029\\u003c"}',
    );
  });
});
