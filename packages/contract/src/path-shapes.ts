/**
 * The field codecs, count caps and shape helpers that every `paths-*.ts` compiles its
 * templates with: a rule about a field (the `json`/`jsond` ending, a count cap) is written
 * here once for every path that has it. The helpers of one object's path (by id under its
 * buckets, by dir) are `object-path-shapes.ts`.
 */
import { jsonExt } from './buckets.ts';
import { GENDERS, LANGUAGES, MAX_COUNT, MAX_PAGE, PAGE_SIZE, SERVICE_DEFAULT_COUNT } from './constants.ts';
import { compilePath, type FieldCodec, intCodec, oneOf, type PathShape, textCodec } from './path-template.ts';

export const lifetime = intCodec(0, 100_000_000);
export const ext = oneOf(['json', 'jsond'] as const);
export const page = intCodec(1, MAX_PAGE);
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
export const countUpTo = /* @__NO_SIDE_EFFECTS__ */ (cap: number) => intCodec(1, cap);

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
/* @__NO_SIDE_EFFECTS__ */
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

/**
 * A path object: `build` from params, `parse` to params, dropping the `ext` and bucket fields
 * the builder computes. `parseTrusted` is for the server's own in-process requests only (a
 * list's `trusted` shape allows a larger count); it is `parse` for shapes without one.
 */
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
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

/** `check` after extMatches: the path's own rules run on a path whose `ext` is right. */
export function afterExt<F extends { lifetime: number; ext: Ext }>(check?: (value: F) => string | null) {
  return (value: F) => extMatches(value) ?? check?.(value) ?? null;
}

/**
 * The path object of a `….{ext}` template whose fields are P's plus `ext` (extShape of the
 * compiled template), checked by extMatches and then by `check`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonPath<P extends { lifetime: number }>(
  template: string,
  codecs: Codecs<WithExt<P>>,
  check?: (value: WithExt<P>) => string | null,
) {
  return extShape<P>(compilePath<WithExt<P>>(template, codecs, afterExt(check)));
}
