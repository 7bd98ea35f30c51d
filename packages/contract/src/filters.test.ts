import { describe, expect, it } from 'vitest';
import { formatMemberFilter, formatModelFilter, parseMemberFilter, parseModelFilter } from './index.ts';

describe('model filter strings', () => {
  it('empty filter is seven dots', () => {
    expect(formatModelFilter({})).toBe('.......');
    expect(parseModelFilter('.......')).toEqual({ ok: true, value: {} });
  });

  it('round-trips every field', () => {
    const filter = {
      age_group: 2,
      hair: 5,
      height: 3,
      weight: 1,
      ethnicity: 'latin',
      letter: 'k',
      gender: 2,
      country: 'fr',
    } as const;
    const text = formatModelFilter(filter);
    expect(text).toBe('2.5.3.1.latin.k.2.fr');
    expect(parseModelFilter(text)).toEqual({ ok: true, value: filter });
  });

  it('names the first bad field', () => {
    expect(parseModelFilter('5.......')).toEqual({ ok: false, field: 'age_group' });
    expect(parseModelFilter('.6......')).toEqual({ ok: false, field: 'hair' });
    expect(parseModelFilter('....nordic...')).toEqual({ ok: false, field: 'ethnicity' });
    expect(parseModelFilter('.....ab..')).toEqual({ ok: false, field: 'letter' });
    expect(parseModelFilter('..')).toEqual({ ok: false, field: 'filter' });
  });
});

describe('member filter strings', () => {
  it('round-trips and validates', () => {
    const filter = { gender: 1, relationship: 3, orientation: 5, avatar: 'yes', uploads: 1 } as const;
    expect(parseMemberFilter(formatMemberFilter(filter))).toEqual({ ok: true, value: filter });
    expect(parseMemberFilter('.....maybe..')).toEqual({ ok: false, field: 'avatar' });
  });
});
