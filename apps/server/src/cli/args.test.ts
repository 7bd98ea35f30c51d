import { describe, expect, it } from 'vitest';
import { parseFlags } from './args.ts';

describe('parseFlags', () => {
  it('reads --clips and --videos as positive integers', () => {
    expect(parseFlags(['--no-media', '--videos', '300', '--clips', '1'])).toEqual({
      force: false,
      noMedia: true,
      videos: 300,
      clips: 1,
    });
  });

  it('rejects a --clips value that is not a positive integer', () => {
    expect(() => parseFlags(['--clips', '0'])).toThrow(/--clips needs a positive integer/);
    expect(() => parseFlags(['--clips'])).toThrow(/--clips needs a positive integer/);
  });

  it('names an unknown argument', () => {
    expect(() => parseFlags(['--fast'])).toThrow(/unknown argument --fast/);
  });
});
