import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, type Navigator, Router } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type LinkProps, linksForTest } from './link.tsx';

const { BrowserLink, ServerLink } = linksForTest;

/** The server render's navigator (entry-server.tsx): links only need their href. */
const navigator = { createHref: (to) => (typeof to === 'string' ? to : createPath(to)) } as Navigator;

/** The markup of one link rendered at `pathname`, as the server render writes it. */
function markup(Link: ComponentType<LinkProps>, pathname: string, props: LinkProps): string {
  return renderToString(
    <Router location={{ pathname, search: '', hash: '' }} navigator={navigator} static>
      <Link {...props} />
    </Router>,
  );
}

const CASES: LinkProps[] = [
  { to: '/' },
  { to: '/videos/latest-updates/2/', className: 'item', title: 'Latest' },
  { to: '/search/a%20b/?sort=top', target: '_blank', rel: 'noopener' },
  { to: '/video/1/x/#comments', replace: true, 'aria-label': 'Comments' },
  { to: '//double//slashes/' },
  { to: '../up/' },
  { to: 'relative' },
  { to: '?page=2' },
  { to: '' },
  { to: { pathname: '/categories/', search: '?a=1' }, children: 'Categories' },
  { to: '/a/./b/' },
  { to: '/a/../b' },
  { to: '/a/.hidden/..x/' },
  { to: '/a?' },
  { to: '/a?b=/c?d' },
  { to: '/a/b#top' },
  { to: '/a\\b/' },
  { to: '/%E2%9C%93/ünï/' },
  { to: '/a//' },
];

describe('the server Link', () => {
  it.each(CASES)('writes the markup of the browser Link for %j', (props) => {
    for (const pathname of ['/', '/videos/latest-updates/1/', '/a/b'])
      expect(markup(ServerLink, pathname, props)).toBe(markup(BrowserLink, pathname, props));
  });
});
