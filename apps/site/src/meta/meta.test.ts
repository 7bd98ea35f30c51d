import { describe, expect, it } from 'vitest';
import type { PageState } from '../router/load-page.ts';
import { HttpError } from '../router/outcome.ts';
import { setMeta } from '../state/meta.ts';
import { canonicalUrl } from './canonical.ts';
import { renderHeadTags } from './head-html.ts';
import { applyMetaToDocument } from './head-sync.ts';
import { resolveMeta } from './resolve.ts';
import { formatTitle } from './title.ts';

describe('title', () => {
  it('adds the page suffix from page 2 and the postfix', () => {
    expect(formatTitle('Newest videos')).toBe('Newest videos | Tubekit');
    expect(formatTitle('Newest videos', 1)).toBe('Newest videos | Tubekit');
    expect(formatTitle('Newest videos', 3)).toBe('Newest videos - Page 3 | Tubekit');
    expect(formatTitle('')).toBe('Tubekit');
  });
});

describe('canonical: the clean URL of the page itself', () => {
  const origin = 'https://tube.example';
  const at = (href: string) => canonicalUrl(origin, new URL(href, origin));
  it('is the origin on the home page', () => {
    expect(at('/')).toBe('https://tube.example/');
  });
  it('is the URL of the video page itself, not /video/ (a 404)', () => {
    expect(at('/video/42/sunny-beach/?autostart=1&r=1')).toBe('https://tube.example/video/42/sunny-beach/');
  });
  it('keeps the page of a paginated listing and drops campaign and other query keys', () => {
    expect(at('/videos/top-rated/3/?campaign=x1')).toBe('https://tube.example/videos/top-rated/3/');
    expect(at('/categories/beach/2/')).toBe('https://tube.example/categories/beach/2/');
  });
  it('keeps an information subpage and the search text', () => {
    expect(at('/information/terms/')).toBe('https://tube.example/information/terms/');
    expect(at('/search/2/?s=red+car&campaign=y')).toBe('https://tube.example/search/2/?s=red+car');
  });
  it('adds the trailing slash the routes use', () => {
    expect(at('/categories')).toBe('https://tube.example/categories/');
  });
});

describe('resolveMeta', () => {
  const page = (state: Partial<PageState> & Pick<PageState, 'route'>): PageState => ({
    params: {},
    module: null,
    data: null,
    ...state,
  });
  const component = () => null;

  it('builds title, description and canonical from the page meta and params', () => {
    const meta = resolveMeta(
      page({
        route: { name: 'videos-categories', path: '/categories/:object_id/:page?/' },
        params: { object_id: 'beach', page: '2' },
        module: {
          default: component,
          meta: ({ data }) => ({ title: (data as { t: string }).t, description: 'D' }),
        },
        data: { t: 'Beach videos' },
      }),
      new URL('https://tube.example/categories/beach/2/'),
      'https://tube.example',
    );
    expect(meta).toEqual({
      title: 'Beach videos - Page 2 | Tubekit',
      description: 'D',
      canonical: 'https://tube.example/categories/beach/2/',
      jsonLd: [],
      noindex: false,
    });
  });

  it('survives a throwing meta function and marks the 404 route noindex', () => {
    const meta = resolveMeta(
      page({
        route: { name: 'not-found', path: '*', status: 404 },
        module: {
          default: component,
          meta: () => {
            throw new Error('bug');
          },
        },
      }),
      new URL('https://tube.example/nothing/'),
      'https://tube.example',
    );
    expect(meta.title).toBe('Tubekit');
    expect(meta.noindex).toBe(true);
  });

  it("gives a loader's 404 (unknown category) the 404 title, noindex and no page JSON-LD", () => {
    const meta = resolveMeta(
      page({
        route: { name: 'videos-categories', path: '/categories/:object_id/:page?/' },
        params: { object_id: 'nope' },
        error: new HttpError(404),
      }),
      new URL('https://tube.example/categories/nope/'),
      'https://tube.example',
    );
    expect(meta).toMatchObject({ title: 'Oops! Content not found! | Tubekit', noindex: true, jsonLd: [] });
  });
});

describe('head sync', () => {
  it('adds the robots noindex tag on navigation to a noindex page and removes it after', () => {
    setMeta({ title: 'a', description: '', canonical: 'https://x/', jsonLd: [], noindex: true });
    applyMetaToDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    setMeta({ noindex: false });
    applyMetaToDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('head tags', () => {
  it('escapes text and keeps JSON-LD from closing its script', () => {
    const html = renderHeadTags({
      title: 'A <b> & "c"',
      description: 'd',
      canonical: 'https://x/',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      noindex: false,
    });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).not.toContain('</script><script>');
  });
});
