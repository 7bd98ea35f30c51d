/**
 * The shapes of one object's path, by numeric id or by dir: `idShape` (comments, a member)
 * and `thousandIdPath` (a playlist, subscriptions) put the id under its buckets, `dirPath` (a
 * channel, a model) puts the dir under a bucket of its first letters; `bucketMismatch` and
 * `idFields` serve one video's paths too. Apart from `path-shapes.ts` because the listings
 * of every page's first load use none of them: the browser chunk that holds those does not
 * carry these.
 */
import { jsonExt, millionBucket, thousandBucket } from './buckets.ts';
import { type Codecs, ext, extMatches, lifetime, shape, type WithExt } from './path-shapes.ts';
import { compilePath, dirCodec, intCodec, oneOf, type PathShape, textCodec } from './path-template.ts';

/** A numeric object id, and one of its buckets (`buckets.ts`). */
export const id = intCodec(1, 2_000_000_000);
export const bucket = intCodec(0, 2_000_000_000);

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
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
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
