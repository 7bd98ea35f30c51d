import { sameOriginPath } from '../router/same-origin-path.ts';

/**
 * Where /signin/?next= goes after a sign-in: a path of this site, or home. Only a value
 * that is a path (starts with `/`) is taken, and sameOriginPath makes it one that cannot
 * leave the site (`//evil.example/` or `/\evil.example/` become local paths).
 */
export function nextPath(raw: string | null): string {
  if (!raw?.startsWith('/')) return '/';
  return sameOriginPath(raw);
}
