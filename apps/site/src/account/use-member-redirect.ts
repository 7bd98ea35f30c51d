import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../state/user.ts';

/**
 * The visitor-only account pages (/signup/, /signin/) send a signed-in member home,
 * replacing the history entry. Returns whether the viewer is a member, so the page shows
 * nothing meanwhile (the server renders the same nothing: it knows the member too).
 */
export function useMemberGoesHome(): boolean {
  const user = useUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (user) void navigate('/', { replace: true });
  }, [user, navigate]);
  return user !== null;
}
