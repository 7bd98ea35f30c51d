import { lazy, Suspense } from 'react';
import { Link } from '../router/link.tsx';
import { useSiteState } from '../router/site-state.ts';
import type { RouteName } from '../routes.tsx';
import { setMenuOpen, setSearchOpen, useHeader } from '../state/header.ts';
import { openModal } from '../state/modals.ts';
import { useUser } from '../state/user.ts';
import { Dropdown } from './dropdown.tsx';
import { useHideOnScroll } from './hide-on-scroll.ts';
import { NavLink } from './nav-link.tsx';
import { CAMS_LINK, NETWORK_LINKS, REVIEW_LINK, VIDEO_LINKS } from './site-links.ts';
import { UserMenu } from './user-menu.tsx';
import './header.css';

// The burger menu and the search overlay load when first opened: neither is in the first paint.
const BurgerMenu = lazy(() => import('./burger-menu.tsx').then((m) => ({ default: m.BurgerMenu })));
const SearchOverlay = lazy(() =>
  import('../search/search-overlay.tsx').then((m) => ({ default: m.SearchOverlay })),
);

/**
 * The header (spec section 2): logo, nav (Videos dropdown, Categories, Pornstars, Channels,
 * Sites dropdown, review directory, Live Cams), search and login/user menu; a burger menu
 * at 1160 px or less; hides on scroll down on narrow screens. Hidden on the sign-up page
 * (spec section 2), which has its own brand link home.
 */
export function Header() {
  useHideOnScroll();
  const hidden = useHeader((s) => s.hidden);
  const searchOpen = useHeader((s) => s.searchOpen);
  const menuOpen = useHeader((s) => s.menuOpen);
  const user = useUser();
  const { page } = useSiteState();
  if (page.route.name === ('signup' satisfies RouteName)) return null;
  return (
    <header className={`header${hidden ? ' header--hidden' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <button
        type="button"
        className="header__burger"
        aria-label="Menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/" className="header__logo" aria-label="Tubekit home">
        Tube<span>kit</span>
      </Link>
      <nav className="header__nav" aria-label="Main">
        <Dropdown label="Videos">
          {VIDEO_LINKS.map((l) => (
            <NavLink key={l.href} link={l} className="dropdown__item" />
          ))}
        </Dropdown>
        <Link to="/categories/">Categories</Link>
        <Link to="/pornstars/alphabetaz/1/">Pornstars</Link>
        <Link to="/pornsites/alphabetaz/1/">Channels</Link>
        <Dropdown label="Sites">
          {NETWORK_LINKS.map((l) => (
            <NavLink key={l.href} link={l} className="dropdown__item" />
          ))}
        </Dropdown>
        <NavLink link={REVIEW_LINK} />
        <NavLink link={CAMS_LINK} />
      </nav>
      <div className="header__actions">
        {/* The magnifier is the stylesheet's (header.css): the same picture, no bytes in the first load's JS. */}
        <button
          type="button"
          className="header__search"
          aria-label="Search"
          onClick={() => setSearchOpen(true)}
        />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <button type="button" className="button header__login" onClick={() => openModal('login')}>
            Login
          </button>
        )}
      </div>
      <Suspense fallback={null}>
        {menuOpen && <BurgerMenu />}
        {searchOpen && <SearchOverlay />}
      </Suspense>
    </header>
  );
}
