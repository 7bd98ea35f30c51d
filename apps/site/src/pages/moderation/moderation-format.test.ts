import { describe, expect, it } from 'vitest';
import { clockDuration, utcMinute } from './moderation-format.ts';

describe('moderation formats', () => {
  it('shows a duration as m:ss under an hour and h:mm:ss from an hour', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(65)).toBe('1:05');
    expect(clockDuration(3599.6)).toBe('1:00:00');
    expect(clockDuration(3661)).toBe('1:01:01');
  });

  it('shows a unix time as its UTC minute', () => {
    expect(utcMinute(1_700_000_000)).toBe('2023-11-14 22:13 UTC');
  });
});
