import type { AnchorHTMLAttributes } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link that navigates in the page: react-router's `useHref` and `useLinkClickHandler`
 * (the hooks it offers for custom links), without its framework-mode extras (prefetching,
 * view transitions, masked URLs) that the site does not use and that weigh 2.5 KB gzip in
 * every page's initial JavaScript. Modified clicks and `target` open as the browser does.
 */
function BrowserLink({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(
    to,
    replace === undefined ? { target } : { target, replace },
  );
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * An absolute path react-router's `useHref` gives back as it is: segments that are neither
 * empty (no '//') nor '.' or '..', no backslash, an optional non-empty query, no hash.
 */
const PLAIN_PATH = /^(?=\/)(?:\/(?!\.\.?(?:[/?]|$))[^/\\?#]+)*\/?(?:\?[^#]+)?$/;

/** A server Link whose `to` is not a plain path: react-router resolves it. */
function ResolvedServerLink({ to, target, ...rest }: Omit<LinkProps, 'replace' | 'onClick'>) {
  return <a {...rest} href={useHref(to)} target={target} />;
}

/**
 * The server's Link: the same markup (a click handler writes no attribute), without
 * `useLinkClickHandler`, whose hooks only a browser needs, and without `useHref` for the
 * plain paths the site's links are (the render's navigator writes them as they are): both
 * cost a fifth of a server render, a listing having ~150 links.
 */
function ServerLink({ to, replace: _replace, onClick: _onClick, target, ...rest }: LinkProps) {
  if (typeof to !== 'string' || !PLAIN_PATH.test(to))
    return <ResolvedServerLink {...rest} to={to} target={target} />;
  return <a {...rest} href={to} target={target} />;
}

/** The site's Link; the browser build keeps only BrowserLink (`import.meta.env.SSR` is a build constant). */
export const Link = import.meta.env.SSR ? ServerLink : BrowserLink;
/** Both Links, for the test that pins their markup equal. */
export const linksForTest = { BrowserLink, ServerLink };

/**
 * A Link that knows when it points at the current page: class `active` and
 * aria-current="page" on the same path, or below it unless `end`.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  // As react-router's NavLink: below the target counts too unless `end`, but '/' is only itself.
  const below = target.endsWith('/') ? target : `${target}/`;
  const active = pathname === target || (!end && target !== '/' && pathname.startsWith(below));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : props['aria-current']}
    />
  );
}
