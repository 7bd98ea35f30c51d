import { describe, expect, it } from 'vitest';
import type { CachedBody } from '../http/response-cache.ts';
import type { CachedPage } from '../ssr/page-cache.ts';
import { entryFields, type HashFields } from './redis-entry-fields.ts';

/** HSET's arguments as HGETALL gives them back: every name and value as a Buffer. */
const asRead = (fields: HashFields) => fields.map((field) => Buffer.from(field));
const bytes = Buffer.from([0x1f, 0x8b, 0xff, 0x00, 0x80]);

describe('cached entries as Redis hash fields', () => {
  it('a JSON answer: its bytes and compressed forms as they are, one ETag whatever the form', () => {
    const codec = entryFields<CachedBody>({ formEtags: false });
    const answer: CachedBody = {
      json: Buffer.from('{"a":1}'),
      etag: '"e"',
      lifetime: 3600,
      expiresAt: 5,
      br: bytes,
    };
    const fields = codec.fields(answer);
    expect(fields.filter((field) => typeof field === 'string' && field.startsWith('etag:'))).toEqual([]);
    expect(codec.entry(asRead(fields))).toEqual(answer);
    expect(codec.formFields({ ...answer, br: undefined })).toEqual([]);
    expect(
      codec.entry(asRead([...codec.fields({ ...answer, br: undefined }), ...codec.formFields(answer)])),
    ).toEqual(answer);
  });

  it('a page: each compressed form with its own ETag, a form whose ETag is missing left out', () => {
    const codec = entryFields<CachedPage>({ formEtags: true });
    const page: CachedPage = {
      json: Buffer.from('<p>page</p>'),
      etag: '"p"',
      lifetime: 60,
      expiresAt: 9,
      status: 200,
      nonce: 'n',
      link: '</a.js>; rel=modulepreload',
      gzip: bytes,
      etags: { gzip: '"gz"' },
    };
    expect(codec.entry(asRead(codec.fields(page)))).toEqual(page);
    expect(codec.formFields({ ...page, br: bytes })).toEqual(['gzip', bytes, 'etag:gzip', '"gz"']);
    const bare = { ...page, gzip: undefined, etags: {} };
    expect(codec.entry(asRead([...codec.fields(bare), 'br', bytes]))).toEqual(bare);
  });

  it('an incomplete hash (expired between its fields, or none) is no entry', () => {
    const codec = entryFields<CachedBody>({ formEtags: false });
    expect(codec.entry([])).toBeUndefined();
    expect(codec.entry(asRead(['gzip', bytes]))).toBeUndefined();
  });
});
