import { Link } from '../router/link.tsx';
import type { SiteLink } from './site-links.ts';

/** A site link: <Link> inside the site, a new-tab <a> for external ones. */
export function NavLink({ link, className }: { link: SiteLink; className?: string }) {
  if (link.external)
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener nofollow">
        {link.label}
      </a>
    );
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}
