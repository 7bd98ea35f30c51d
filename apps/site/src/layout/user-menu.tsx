import { lazy, Suspense } from 'react';
import { Link } from '../router/link.tsx';
import { useApi } from '../site-context.tsx';
import { logout, type SessionUser } from '../state/user.ts';
import { Dropdown } from './dropdown.tsx';

/**
 * A member's links (spec section 6: profile edit, favourite videos, subscriptions, uploaded
 * videos; issue #16 adds the upload page), shared by the user menu and the burger menu.
 */
export function memberLinks(user: SessionUser) {
  const base = `/members/${user.user_id}`;
  return [
    { label: 'Edit profile', href: `${base}/edit/` },
    { label: 'Favourite videos', href: `${base}/favourite_videos/1/` },
    { label: 'Bookmarks', href: `${base}/bookmarks/1/` },
    { label: 'Subscriptions', href: `${base}/subscriptions/1/` },
    { label: 'Friends', href: `${base}/friends/1/` },
    { label: 'Messages', href: `${base}/messages/` },
    { label: 'Uploaded videos', href: `${base}/uploaded_videos/1/` },
    { label: 'Upload', href: '/upload-video/' },
  ];
}

/** The Log out button of both menus: ends the session over the site's transport. */
export function LogoutButton({ className }: { className?: string }) {
  const api = useApi();
  return (
    <button type="button" className={className} onClick={() => void logout(undefined, api)}>
      Log out
    </button>
  );
}

// Members only, and empty until the badge's answer: its code (the badge, the messages path,
// the sign-in merge) stays off every visitor's first load. The server renders the fallback
// (nothing), as the badge would at first.
const MemberSession = lazy(() =>
  import('../social/member-session.tsx').then((m) => ({ default: m.MemberSession })),
);

/** The signed-in member's dropdown in the header (wider than 1160 px; the burger menu below). */
export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <div className="user-menu">
      <Suspense fallback={null}>
        <MemberSession userId={user.user_id} />
      </Suspense>
      <Dropdown label={user.username}>
        {memberLinks(user).map((l) => (
          <Link key={l.href} to={l.href} className="dropdown__item">
            {l.label}
          </Link>
        ))}
        <LogoutButton className="dropdown__item" />
      </Dropdown>
    </div>
  );
}
