import { describe, expect, it } from 'vitest';
import { findBars, frameHash, halves, hamming, SAMPLE_SIDE } from './fingerprint-hash.ts';

const side = SAMPLE_SIDE;
const full = { top: 0, bottom: side, left: 0, right: side };

/** A square of vertical stripes (luma per column from `shade`), optionally inside black bars. */
function picture(shade: (x: number, y: number) => number, bars = 0): Uint8Array {
  const out = new Uint8Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) out[y * side + x] = y < bars || y >= side - bars ? 16 : shade(x, y);
  return out;
}

const stripes = (x: number) => (Math.floor(x / 8) % 2 === 0 ? 200 : 60);

describe('frameHash', () => {
  it('gives no hash for a blank frame (black, a flat colour): it carries no information', () => {
    expect(
      frameHash(
        picture(() => 16),
        full,
      ),
    ).toBeNull();
    expect(
      frameHash(
        picture(() => 128),
        full,
      ),
    ).toBeNull();
  });

  it('gives no hash for fine texture without coarse structure: it would match any other texture', () => {
    const checkerboard = picture((x, y) => ((x + y) % 2 === 0 ? 220 : 30));
    expect(frameHash(checkerboard, full)).toBeNull();
  });

  it('ignores a brightness shift and noise smaller than the dead zone', () => {
    const base = frameHash(picture(stripes), full) as bigint;
    expect(
      frameHash(
        picture((x) => stripes(x) + 20),
        full,
      ),
    ).toBe(base);
    expect(
      frameHash(
        picture((x, y) => stripes(x) + ((x * 7 + y * 3) % 3)),
        full,
      ),
    ).toBe(base);
  });

  it('sets no bit between neighbours of equal brightness, so flat areas do not depend on noise', () => {
    const oneEdge = picture((x) => (x < side / 2 ? 180 : 40));
    const hash = frameHash(oneEdge, full) as bigint;
    // Only the cells on each side of the one edge (the cell across it is half bright) give
    // bits: 2 comparisons in each of the 4 rows; every other comparison, and all 16 down
    // the columns, stay 00.
    expect(hash.toString(2).replaceAll('0', '').length).toBe(8);
  });

  it('tells a picture from its mirror image, and hashes pictures with only horizontal structure', () => {
    const leftBright = frameHash(
      picture((x) => (x < side / 2 ? 180 : 40)),
      full,
    );
    const rightBright = frameHash(
      picture((x) => (x < side / 2 ? 40 : 180)),
      full,
    );
    expect(hamming(halves(leftBright as bigint), halves(rightBright as bigint))).toBe(16);
    const horizontalBands = frameHash(
      picture((_, y) => (y < side / 2 ? 200 : 30)),
      full,
    );
    expect(horizontalBands).not.toBe(0n);
  });
});

describe('findBars', () => {
  it('finds letterbox bars shared by every frame and the hash inside them matches the unboxed picture', () => {
    const boxed = [picture(stripes, 8), picture((x) => stripes(x + 8), 8)];
    const crop = findBars(boxed);
    expect(crop).toEqual({ top: 8, bottom: side - 8, left: 0, right: side });
    const unboxed = frameHash(picture(stripes), full) as bigint;
    expect(hamming(halves(frameHash(boxed[0] as Uint8Array, crop) as bigint), halves(unboxed))).toBe(0);
  });

  it('never cuts more than a third from a side, so a dark clip keeps its picture', () => {
    const dark = [picture((x) => (x > 60 ? 100 : 10))];
    const crop = findBars(dark);
    expect(crop.left).toBe(Math.floor(side / 3));
  });
});

describe('hamming', () => {
  it('counts the differing bits across both 32-bit halves', () => {
    expect(hamming(halves(0n), halves(0xffffffffffffffffn))).toBe(64);
    expect(hamming(halves(0x8000000000000001n), halves(0n))).toBe(2);
    expect(hamming(halves(0x123456789abcdefn), halves(0x123456789abcdefn))).toBe(0);
  });
});
