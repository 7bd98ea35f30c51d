import fc from 'fast-check';

/**
 * Any file part for `multipart()` in a fuzz test: named `file` or not, any file name (without
 * the quotes and line breaks the part's header cannot hold), one of `types`, and up to
 * `maxBytes` of any bytes.
 */
export function anyFilePart(types: readonly string[], maxBytes: number) {
  return fc.record({
    name: fc.constantFrom('file', 'other'),
    filename: fc.string({ maxLength: 20 }).map((s) => s.replace(/["\r\n]/g, '')),
    type: fc.constantFrom(...types),
    data: fc.uint8Array({ maxLength: maxBytes }).map((a) => Buffer.from(a)),
  });
}
