import { lazy, Suspense } from 'react';
import type { SessionUser } from '../state/user.ts';
import { useHydrated } from '../use-hydrated.ts';
import { Dropdown } from './dropdown.tsx';

// Members only: what only a member's header needs (the menu's links and Log out, the unread
// badge, the sign-in merge) loads in chunks of its own, off every visitor's first load. The
// server renders nothing in their place (the list is closed at first, the badge empty), nor
// does the browser until hydration is done, so the markup matches.
const MemberDropdownItems = lazy(() =>
  import('./member-menu-items.tsx').then((m) => ({ default: m.MemberDropdownItems })),
);
const MemberSession = lazy(() =>
  import('../social/member-session.tsx').then((m) => ({ default: m.MemberSession })),
);

/** The signed-in member's dropdown in the header (wider than 1160 px; the burger menu below). */
export function UserMenu({ user }: { user: SessionUser }) {
  const hydrated = useHydrated();
  return (
    <div className="user-menu">
      {hydrated && (
        <Suspense fallback={null}>
          <MemberSession userId={user.user_id} />
        </Suspense>
      )}
      <Dropdown label={user.username}>
        {hydrated && (
          <Suspense fallback={null}>
            <MemberDropdownItems user={user} />
          </Suspense>
        )}
      </Dropdown>
    </div>
  );
}
