import type { CommentPostSection } from '@tubekit/contract';
import { lazy, Suspense, useEffect, useState } from 'react';

// The comments code loads after the page shows, off the page's own chunk.
const CommentsSection = lazy(() =>
  import('./comments-section.tsx').then((m) => ({ default: m.CommentsSection })),
);

/**
 * The comments of a video or channel page, loaded in the browser after hydration: the server
 * renders an empty anchor (comments are read per viewer, uncached for members, spec section
 * 6), and the page's first load does not carry the comments code.
 */
export function LazyComments({ section, objectId }: { section: CommentPostSection; objectId: number }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={<div className="comments" id="comments" />}>
      <CommentsSection key={`${section}-${objectId}`} section={section} objectId={objectId} />
    </Suspense>
  ) : (
    <div className="comments" id="comments" />
  );
}
