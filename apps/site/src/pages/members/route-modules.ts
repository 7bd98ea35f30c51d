import type { PageModule } from '../../route-module.ts';

/** The member pages, src/pages/members/**\/route.tsx, by path under this folder ('./edit/route.tsx'). */
const modules = import.meta.glob<PageModule>('./**/route.tsx');

/**
 * The import of a member page by its folder under src/pages/ (`members`, `members/edit`),
 * or undefined while the folder has no route.tsx. This table is a chunk of its own that
 * routes.tsx loads on a member page's first visit: members only, so the import of every
 * member page stays off each visitor's first load.
 */
export function memberPageModule(page: string): (() => Promise<PageModule>) | undefined {
  return modules[`.${page.slice('members'.length)}/route.tsx`];
}
