import { Link } from '../router/link.tsx';
import { logout, type SessionUser } from '../state/user.ts';
import { Dropdown } from './dropdown.tsx';

/** Member links of spec section 6 (profile edit, favourites, subscriptions, uploads, logout). */
export function memberLinks(user: SessionUser) {
  const base = `/members/${user.user_id}`;
  return [
    { label: 'Edit profile', href: `${base}/edit/` },
    { label: 'Favourite videos', href: `${base}/favourite_videos/1/` },
    { label: 'Subscriptions', href: `${base}/subscriptions/1/` },
    { label: 'Uploaded videos', href: `${base}/uploaded_videos/1/` },
    { label: 'History', href: '/history/' },
  ];
}

/** The signed-in member's dropdown. */
export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <Dropdown label={user.username}>
      {memberLinks(user).map((l) => (
        <Link key={l.href} to={l.href} className="dropdown__item">
          {l.label}
        </Link>
      ))}
      <button type="button" className="dropdown__item" onClick={() => logout()}>
        Log out
      </button>
    </Dropdown>
  );
}
