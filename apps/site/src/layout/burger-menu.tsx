import { Link } from '../router/link.tsx';
import { setMenuOpen } from '../state/header.ts';
import { openModal } from '../state/modals.ts';
import { useUser } from '../state/user.ts';
import { NavLink } from './nav-link.tsx';
import { CAMS_LINK, NETWORK_LINKS, REVIEW_LINK, VIDEO_LINKS } from './site-links.ts';
import { LogoutButton, memberLinks } from './user-menu.tsx';

/** The burger menu (1160 px or less): the nav items plus member links and Log out / Login. */
export function BurgerMenu() {
  const user = useUser();
  return (
    <nav className="burger" aria-label="Menu">
      <ul>
        {VIDEO_LINKS.map((l) => (
          <li key={l.href}>
            <NavLink link={l} />
          </li>
        ))}
        <li>
          <Link to="/categories/">Categories</Link>
        </li>
        <li>
          <Link to="/pornstars/alphabetaz/1/">Pornstars</Link>
        </li>
        <li>
          <Link to="/pornsites/alphabetaz/1/">Channels</Link>
        </li>
        {[...NETWORK_LINKS, REVIEW_LINK, CAMS_LINK].map((l) => (
          <li key={l.href}>
            <NavLink link={l} />
          </li>
        ))}
        {user &&
          memberLinks(user).map((l) => (
            <li key={l.href}>
              <Link to={l.href}>{l.label}</Link>
            </li>
          ))}
        <li>
          {user ? (
            <LogoutButton />
          ) : (
            <button
              type="button"
              onClick={() => {
                setMenuOpen(false);
                openModal('login');
              }}
            >
              Login
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
