import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentBytes } from './document.ts';

describe('documentBytes', () => {
  it('gives the bytes Buffer.from gives, for any text (lone surrogates, astral and two-byte characters)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 5 }), (texts) => {
        // Several in a row: the reused buffer must not carry one document's bytes into the next.
        for (const text of texts) expect(documentBytes(text).equals(Buffer.from(text))).toBe(true);
      }),
    );
  });

  it('gives a page its own copy: a later document does not change an earlier one', () => {
    const first = documentBytes('<p>☰ first ‹ ›</p>');
    documentBytes('<p>a second, longer document ▾</p>'.repeat(50));
    expect(first.toString()).toBe('<p>☰ first ‹ ›</p>');
  });

  it('encodes a document past the reused buffer on its own', () => {
    const big = `▾${'x'.repeat(1 << 20)}`;
    expect(documentBytes(big).equals(Buffer.from(big))).toBe(true);
  });
});
