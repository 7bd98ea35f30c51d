import type { CachedBody } from '../http/response-cache.ts';

/** The compressed forms an entry may carry, each made on the first request that accepts it. */
const FORMS = ['gzip', 'br'] as const;

/** A hash's fields as a flat list (HSET's arguments): names and values in turn. */
export type HashFields = (string | Buffer)[];

/**
 * How a cached entry (`CachedBody`: the JSON paths' answers, or a rendered page) is kept as
 * a Redis hash, for both shared layers (cluster/redis-layer.ts). The bytes go as they are
 * (`json`, `gzip`, `br`: compressed bytes are not UTF-8, so they are never JSON-encoded);
 * every other field (ETag, lifetime, expiry, a page's status, nonce, Link) goes in one
 * `meta` field as JSON. `formEtags`: each compressed form has its own ETag (a page's
 * `etags`), kept beside it as `etag:{form}` and read only with it; the JSON paths send one
 * ETag whatever the encoding, so theirs are bare.
 */
export interface EntryFields<E extends CachedBody> {
  /** The whole entry's fields (a put). */
  fields(entry: E): HashFields;
  /** The fields of the compressed forms the entry holds now (a grow); empty when none. */
  formFields(entry: E): HashFields;
  /** The entry a hash (HGETALL as Buffers) holds; undefined when none or incomplete. */
  entry(flat: readonly Buffer[]): E | undefined;
}

export function entryFields<E extends CachedBody>(options: { formEtags: boolean }): EntryFields<E> {
  const etagsOf = (entry: E) => (entry as { etags?: Partial<Record<string, string>> }).etags ?? {};

  const formFields = (entry: E): HashFields => {
    const fields: HashFields = [];
    for (const form of FORMS) {
      const body = entry[form];
      if (!body) continue;
      if (!options.formEtags) fields.push(form, body);
      else {
        const etag = etagsOf(entry)[form];
        if (etag) fields.push(form, body, `etag:${form}`, etag);
      }
    }
    return fields;
  };

  return {
    fields(entry) {
      const { json, gzip: _gzip, br: _br, ...rest } = entry;
      const meta: Record<string, unknown> = { ...rest };
      if (options.formEtags) delete meta.etags;
      return ['json', json, 'meta', JSON.stringify(meta), ...formFields(entry)];
    },
    formFields,
    entry(flat) {
      const fields = new Map<string, Buffer>();
      for (let i = 0; i + 1 < flat.length; i += 2) fields.set(String(flat[i]), flat[i + 1] as Buffer);
      const json = fields.get('json');
      const metaText = fields.get('meta');
      if (!json || !metaText) return undefined;
      const entry = { ...JSON.parse(String(metaText)), json } as E;
      const etags: Partial<Record<string, string>> = {};
      for (const form of FORMS) {
        const body = fields.get(form);
        const etag = fields.get(`etag:${form}`);
        if (!body || (options.formEtags && !etag)) continue;
        entry[form] = body;
        if (etag) etags[form] = String(etag);
      }
      if (options.formEtags) Object.assign(entry, { etags });
      return entry;
    },
  };
}
