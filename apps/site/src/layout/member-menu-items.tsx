import { logout } from '../account/logout.ts';
import { Link } from '../router/link.tsx';
import { useApi } from '../site-context.tsx';
import type { SessionUser } from '../state/user.ts';

/**
 * A member's links (spec section 6: profile edit, favourite videos, subscriptions, uploaded
 * videos; the member space adds bookmarks, friends, messages and the upload page; a moderator
 * also gets /moderation/), shared by the user menu and the burger menu.
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
    // Only a moderator's page constants carry the role; moderation.php checks it on every call.
    ...(user.role === 'moderator' ? [{ label: 'Moderation', href: '/moderation/' }] : []),
  ];
}

/** The Log out button of both menus: ends the session over the site's transport. */
function LogoutButton({ className }: { className?: string }) {
  const api = useApi();
  return (
    <button type="button" className={className} onClick={() => void logout(undefined, api)}>
      Log out
    </button>
  );
}

/** The member's items of the header dropdown: the links and Log out. */
export function MemberDropdownItems({ user }: { user: SessionUser }) {
  return (
    <>
      {memberLinks(user).map((l) => (
        <Link key={l.href} to={l.href} className="dropdown__item">
          {l.label}
        </Link>
      ))}
      <LogoutButton className="dropdown__item" />
    </>
  );
}

/** The member's items of the burger menu's list: the links and Log out. */
export function MemberBurgerItems({ user }: { user: SessionUser }) {
  return (
    <>
      {memberLinks(user).map((l) => (
        <li key={l.href}>
          <Link to={l.href}>{l.label}</Link>
        </li>
      ))}
      <li>
        <LogoutButton />
      </li>
    </>
  );
}
