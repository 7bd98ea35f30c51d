import type { PageModule } from '../route-module.ts';

/**
 * The members-only pages (spec section 2: /members/{id}/ and its children, /upload-video/;
 * and /moderation/), by their route file under this folder ('./members/edit/route.tsx').
 */
const modules = import.meta.glob<PageModule>([
  './members/**/route.tsx',
  './upload-video/route.tsx',
  './moderation/route.tsx',
]);

/**
 * The import of a members-only page by its folder under src/pages/ (`members/edit`,
 * `upload-video`), or undefined while the folder has no route.tsx. This table is a chunk of
 * its own that routes.tsx loads on such a page's first visit, so no import of a page only
 * members open weighs on each visitor's first load.
 */
export function membersOnlyPageModule(page: string): (() => Promise<PageModule>) | undefined {
  return modules[`./${page}/route.tsx`];
}
