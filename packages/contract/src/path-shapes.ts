/**
 * The field codecs, count caps and shape helpers that `paths-catalog.ts`, `paths-social.ts`
 * and `paths-members.ts` compile their templates with: a rule about a field (a bucket, the
 * `json`/`jsond` ending, a count cap) is written here once for every path that has it.
 */
import { jsonExt, millionBucket, thousandBucket } from './buckets.ts';
import { GENDERS, LANGUAGES, MAX_COUNT, MAX_PAGE, PAGE_SIZE, SERVICE_DEFAULT_COUNT } from './constants.ts';
import {
  compilePath,
  dirCodec,
  type FieldCodec,
  intCodec,
  oneOf,
  type PathShape,
  textCodec,
} from './path-template.ts';

export const lifetime = intCodec(0, 100_000_000);
export const ext = oneOf(['json', 'jsond'] as const);
export const page = intCodec(1, MAX_PAGE);
export const id = intCodec(1, 2_000_000_000);
export const bucket = intCodec(0, 2_000_000_000);
export const gender = oneOf(GENDERS);
export const lang = oneOf(LANGUAGES);
/** An object id: a dir, a numeric id, or empty when the section needs none. */
export const objectId = textCodec('[a-z0-9-]{0,100}');
/** Filter strings: dot-separated fields, each a short word. */
export const filter = textCodec('[a-z0-9.,_-]{0,200}');

/**
 * The largest `count` each list path accepts: the bigger of the site's page size and the
 * service default of spec section 9, so every page the product asks for passes and nothing
 * larger does (a 1000-row uncached page cost other visitors seconds, issue #25). Only the
 * suggester's top lists keep 1000, their service default. The server's own in-process reads
 * (the sitemap) parse with `parseTrusted`, which allows up to MAX_COUNT on the lists it reads.
 */
export const COUNT_CAPS = {
  videos: Math.max(PAGE_SIZE.home, PAGE_SIZE.videos, SERVICE_DEFAULT_COUNT.videos),
  related: Math.max(PAGE_SIZE.related, SERVICE_DEFAULT_COUNT.related),
  suggester: SERVICE_DEFAULT_COUNT.suggester,
  channels: SERVICE_DEFAULT_COUNT.channels,
  models: Math.max(PAGE_SIZE.performers, SERVICE_DEFAULT_COUNT.models),
  members: SERVICE_DEFAULT_COUNT.members,
  playlists: SERVICE_DEFAULT_COUNT.playlists,
} as const;
/** `count` from 1 to the cap of its path; a larger one is `invalid_param` field `count`. */
export const countUpTo = (cap: number) => intCodec(1, cap);

/** One codec per field of F. */
export type Codecs<F> = { [K in keyof F]: FieldCodec<F[K]> };
type Ext = 'json' | 'jsond';
/** A path's fields: its params plus the `ext` the builder derives from the lifetime. */
export type WithExt<T> = T & { ext: Ext };

/**
 * A list template compiled twice: `count` up to its cap (every client), and up to MAX_COUNT
 * for the server's own in-process reads (`parseTrusted`): the sitemap reads the videos,
 * models and channels lists 1000 at a time, one page per sitemap file.
 */
export function listShapes<F extends { count: number }>(
  template: string,
  codecs: Codecs<F>,
  cap: number,
  check?: (value: F) => string | null,
): readonly [PathShape<F>, PathShape<F>] {
  const make = (max: number) => compilePath<F>(template, { ...codecs, count: countUpTo(max) }, check);
  return [make(cap), make(MAX_COUNT)];
}

/** The `ext` must say `jsond` exactly when the lifetime is 0. */
export function extMatches(value: { lifetime: number; ext: Ext }): string | null {
  return jsonExt(value.lifetime) === value.ext ? null : 'ext';
}

/** The first bucket, in the order given, that does not match the id; null when all do. */
export function bucketMismatch(
  value: { id: number; million: number; thousand: number },
  order: readonly ('million' | 'thousand')[],
): string | null {
  for (const name of order) {
    const expected = name === 'million' ? millionBucket(value.id) : thousandBucket(value.id);
    if (expected !== value[name]) return name;
  }
  return null;
}

/** The fields a numeric id puts in a path: the lifetime, the id, its two buckets and the `ext`. */
export function idFields(seconds: number, objectKey: number) {
  return {
    lifetime: seconds,
    id: objectKey,
    million: millionBucket(objectKey),
    thousand: thousandBucket(objectKey),
    ext: jsonExt(seconds),
  };
}

/**
 * A path object: `build` from params, `parse` to params, dropping the `ext` and bucket fields
 * the builder computes. `parseTrusted` is for the server's own in-process requests only (a
 * list's `trusted` shape allows a larger count); it is `parse` for shapes without one.
 */
export function shape<P extends object, F extends object>(
  compiled: PathShape<F>,
  toFields: (p: P) => F,
  fromFields: (f: F) => P,
  trusted: PathShape<F> = compiled,
) {
  const reader = (from: PathShape<F>) => (path: string) => {
    const result = from.parse(path);
    return result.ok ? { ok: true as const, value: fromFields(result.value) } : result;
  };
  return {
    template: compiled.template,
    build: (params: P): string => compiled.build(toFields(params)),
    parse: reader(compiled),
    parseTrusted: reader(trusted),
  };
}

/**
 * The path object of a template whose fields are its params plus `ext`: the builder adds the
 * `ext` its lifetime calls for, the parser drops it.
 */
export function extShape<P extends { lifetime: number }>(
  compiled: PathShape<WithExt<P>>,
  trusted?: PathShape<WithExt<P>>,
) {
  return shape(
    compiled,
    (p: P) => ({ ...p, ext: jsonExt(p.lifetime) }),
    ({ ext: _, ...p }) => p as unknown as P,
    trusted,
  );
}

/** The fields of an object addressed by numeric id and buckets (see `idShape`). */
export type IdFields = WithExt<{
  lifetime: number;
  section: string;
  million: number;
  thousand: number;
  id: number;
}>;

/**
 * The shape of one object addressed by numeric id: `json/{prefix}/{lifetime}/`, then
 * `{section}/` when the object has sections, the million bucket when `buckets` is 'both',
 * the thousand bucket and `{id}.{ext}`.
 */
export function idShape(
  prefix: string,
  sections: readonly string[] | null,
  buckets: 'thousand' | 'both',
): PathShape<IdFields> {
  const template = `json/${prefix}/{lifetime}/${sections ? '{section}/' : ''}${buckets === 'both' ? '{million}/' : ''}{thousand}/{id}.{ext}`;
  const order = buckets === 'both' ? (['thousand', 'million'] as const) : (['thousand'] as const);
  return compilePath<IdFields>(
    template,
    { lifetime, section: oneOf(sections ?? ['']), million: bucket, thousand: bucket, id, ext },
    (v) => extMatches(v) ?? bucketMismatch(v, order),
  );
}

/**
 * The path object of one object addressed by numeric id in a thousand bucket, without
 * sections: `key` names the params field that holds the id.
 */
export function thousandIdPath<P extends { lifetime: number }>(
  prefix: string,
  key: Exclude<keyof P & string, 'lifetime'>,
) {
  return shape(
    idShape(prefix, null, 'thousand'),
    (p: P) => ({ ...idFields(p.lifetime, p[key] as number), section: '' }),
    (f) => ({ lifetime: f.lifetime, [key]: f.id }) as unknown as P,
  );
}

/**
 * The path object of one object addressed by its dir under a bucket of its first letters
 * (`json/{prefix}/{lifetime}/{<key>}/{dir}.{ext}`): `lettersOf` makes the bucket, `pattern`
 * matches it, and a bucket that does not match the dir is `invalid_param` field `key`.
 */
export function dirPath<K extends 'letter' | 'letters'>(
  prefix: string,
  key: K,
  pattern: string,
  lettersOf: (dir: string) => string,
) {
  type F = WithExt<{ lifetime: number; dir: string }> & Record<K, string>;
  const codecs = { lifetime, dir: dirCodec, ext, [key]: textCodec(pattern) } as Codecs<F>;
  return shape(
    compilePath<F>(
      `json/${prefix}/{lifetime}/{${key}}/{dir}.{ext}`,
      codecs,
      (v) => extMatches(v) ?? (lettersOf(v.dir) !== v[key] ? key : null),
    ),
    (p: { lifetime: number; dir: string }) =>
      ({ ...p, [key]: lettersOf(p.dir), ext: jsonExt(p.lifetime) }) as F,
    (f) => ({ lifetime: f.lifetime, dir: f.dir }),
  );
}
