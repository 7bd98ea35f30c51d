import { lazy, Suspense } from 'react';
import { Link } from '../router/link.tsx';
import { setMenuOpen } from '../state/header.ts';
import { openModal } from '../state/modals.ts';
import { useUser } from '../state/user.ts';
import { NavLink } from './nav-link.tsx';
import { CAMS_LINK, NETWORK_LINKS, REVIEW_LINK, VIDEO_LINKS } from './site-links.ts';

// A member's links and Log out, in the member menu's own chunk (off every visitor's first load).
const MemberBurgerItems = lazy(() =>
  import('./member-menu-items.tsx').then((m) => ({ default: m.MemberBurgerItems })),
);

const close = () => setMenuOpen(false);

/**
 * The burger menu (1160 px or less): the nav items plus member links and Log out / Login,
 * over a layer that dims the page and closes the menu when tapped (issue #19).
 */
export function BurgerMenu() {
  const user = useUser();
  return (
    <>
      {/* A pointer's way out (the Menu button is the keyboard's): hidden from assistive tech. */}
      <div className="burger__backdrop" aria-hidden="true" onClick={close} />
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
          {user ? (
            <Suspense fallback={null}>
              <MemberBurgerItems user={user} />
            </Suspense>
          ) : (
            <li>
              <button
                type="button"
                onClick={() => {
                  // This item goes with the menu: the Menu button is where focus returns after the modal.
                  document.querySelector<HTMLElement>('.header__burger')?.focus();
                  close();
                  openModal('login');
                }}
              >
                Login
              </button>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
