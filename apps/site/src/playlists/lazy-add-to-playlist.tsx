import type { Video } from '@tubekit/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUser } from '../state/user.ts';

// Members only, and only after hydration: visitors never download the menu's code.
const AddToPlaylist = lazy(() => import('./add-to-playlist.tsx').then((m) => ({ default: m.AddToPlaylist })));

/** The video page's "Add to playlist" for a signed-in member; nothing for a visitor. */
export function LazyAddToPlaylist({ video }: { video: Pick<Video, 'video_id'> }) {
  const user = useUser();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AddToPlaylist video={video} userId={user.user_id} />
    </Suspense>
  );
}
