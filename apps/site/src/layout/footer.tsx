import { useLocation } from 'react-router';
import { Link } from '../router/link.tsx';
import { useSiteState } from '../router/site-state.ts';
import type { RouteName } from '../routes.tsx';
import { BannerRow } from './ad-slots.tsx';
import { NavLink } from './nav-link.tsx';
import { LEGAL_LINKS, NETWORK_LINKS, type SiteLink, SUPPORT_LINKS, WORK_WITH_US } from './site-links.ts';
import './footer.css';

function Column({ title, links }: { title: string; links: SiteLink[] }) {
  return (
    <div className="footer__column">
      <h2>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <NavLink link={l} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer (spec section 2): banner area (four 300x250, two at 767 px or less, hidden on
 * information pages), SEO text, the four link columns and the copyright line with the year
 * and the parental-control label.
 */
export function Footer() {
  const { pathname } = useLocation();
  const { page } = useSiteState();
  if (page.route.name === ('signup' satisfies RouteName)) return null;
  const information = pathname.startsWith('/information/');
  return (
    <footer className="footer">
      {!information && <BannerRow count={4} placement="footer" widget />}
      <p className="footer__seo">
        Tubekit is a free video tube for adults: thousands of clips sorted by category, performer and channel,
        new videos every day, and a fast player on every device.
      </p>
      <div className="footer__columns">
        <Column title="Work with us" links={WORK_WITH_US} />
        <Column title="Legal" links={LEGAL_LINKS} />
        <Column title="Support" links={SUPPORT_LINKS} />
        <Column title="Our network" links={NETWORK_LINKS} />
      </div>
      <p className="footer__copyright">
        © {new Date().getFullYear()} <Link to="/">Tubekit</Link>. All rights reserved.{' '}
        <a className="footer__rta" href="https://www.rtalabel.org/" target="_blank" rel="noopener nofollow">
          <span className="footer__rta-badge" aria-hidden="true">
            RTA
          </span>
          <span className="visually-hidden">Restricted To Adults label for parental control</span>
        </a>
      </p>
    </footer>
  );
}
