/**
 * Every path shape of spec section 7, one template each, compiled by `path-template.ts` into a
 * builder and a parser. By domain: the video listings, the home page's and search
 * (`paths-videos.ts`), one video's page (`paths-one-video.ts`), the rest of the catalogue
 * (`paths-catalog.ts`), social (`paths-social.ts`) and members (`paths-members.ts`); the
 * codecs and rules they share (count caps, the `json`/`jsond` ending) are in
 * `path-shapes.ts`, those of one object's path (by id under its buckets, by dir) in
 * `object-path-shapes.ts`. The split follows what a page reads, so that the browser chunk of
 * every page's first load holds only the listings (apps/site/vite.config.ts).
 */
export { COUNT_CAPS } from './path-shapes.ts';
export * from './paths-catalog.ts';
export * from './paths-members.ts';
export * from './paths-one-video.ts';
export * from './paths-social.ts';
export * from './paths-videos.ts';

/** Form-encoded POST endpoints of section 7. */
export const POST_ENDPOINTS = {
  stat: 'input.php',
  signin: 'login.php',
  signup: 'signup.php',
  member: 'member.php',
  upload: 'video_edit.php',
} as const;
