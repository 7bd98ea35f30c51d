/** The read path of a member's library (issue #17): one page of one of its lists. */
import { jsonExt, thousandBucket } from './buckets.ts';
import { bucket, id } from './object-path-shapes.ts';
import { countUpTo, ext, extMatches, page, shape, type WithExt } from './path-shapes.ts';
import { compilePath, intCodec, oneOf } from './path-template.ts';

/** The library's lists, named as the member tabs that show them (spec section 2). */
export const LIBRARY_SECTIONS = ['favourite_videos', 'watch_later_videos', 'history', 'bookmarks'] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

/** Largest `count` of a library page: the site asks for 24. */
export const LIBRARY_COUNT_CAP = 60;

/** Params of json/library: one page of one member's list. */
export interface LibraryParams {
  /** Always 0: every answer depends on who asks, so none is cacheable (`jsond`). */
  lifetime: 0;
  section: LibrarySection;
  count: number;
  page: number;
  user_id: number;
}

type LibraryFields = WithExt<Omit<LibraryParams, 'lifetime'> & { lifetime: number; thousand: number }>;

/**
 * GET json/library/0/{section}/{count}/{thousand bucket}/{user_id}.{page}.jsond. Only
 * lifetime 0 parses: who may read a list is decided per request (the owner, or any member
 * for favourites), so no shared cache may keep one.
 */
export const libraryPath = shape(
  compilePath<LibraryFields>(
    'json/library/{lifetime}/{section}/{count}/{thousand}/{user_id}.{page}.{ext}',
    {
      lifetime: intCodec(0, 0),
      section: oneOf(LIBRARY_SECTIONS),
      count: countUpTo(LIBRARY_COUNT_CAP),
      thousand: bucket,
      user_id: id,
      page,
      ext,
    },
    (v) => extMatches(v) ?? (thousandBucket(v.user_id) === v.thousand ? null : 'thousand'),
  ),
  (p: LibraryParams): LibraryFields => ({ ...p, thousand: thousandBucket(p.user_id), ext: jsonExt(0) }),
  ({ ext: _, thousand: __, ...p }) => ({ ...p, lifetime: 0 }) as LibraryParams,
);
