// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStoredVolume, VOLUME_KEY } from '../index';
import { readVolume, writeVolume } from './volume-store';

describe('volume storage (ktk_volume)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('uses the spec key', () => {
    expect(VOLUME_KEY).toBe('ktk_volume');
  });

  it('divides stored values above 1 by 100', () => {
    expect(parseStoredVolume('0.4')).toBe(0.4);
    expect(parseStoredVolume('1')).toBe(1);
    expect(parseStoredVolume('40')).toBe(0.4);
    expect(parseStoredVolume('100')).toBe(1);
    expect(parseStoredVolume('250')).toBe(1);
  });

  it('ignores unreadable values', () => {
    expect(parseStoredVolume(null)).toBeNull();
    expect(parseStoredVolume('')).toBeNull();
    expect(parseStoredVolume('loud')).toBeNull();
    expect(parseStoredVolume('-1')).toBeNull();
  });

  it('round-trips through localStorage', () => {
    writeVolume(0.3);
    expect(localStorage.getItem('ktk_volume')).toBe('0.3');
    expect(readVolume()).toBe(0.3);
    localStorage.setItem('ktk_volume', '70');
    expect(readVolume()).toBe(0.7);
  });

  it('is silent when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readVolume()).toBeNull();
    expect(() => writeVolume(0.5)).not.toThrow();
  });
});
