import { describe, expect, it } from 'vitest';
import {
  advanceMeter,
  formatBytes,
  formatTimeLeft,
  percentSent,
  secondsLeft,
  startMeter,
} from './progress-meter.ts';

describe('the progress meter', () => {
  it('has no speed or time left before two samples half a second apart', () => {
    const meter = advanceMeter(startMeter(1000, 0, 0), 100, 200);
    expect(meter.sent).toBe(100);
    expect(meter.speed).toBe(0);
    expect(secondsLeft(meter)).toBeNull();
  });

  it('computes the speed and the time left from the samples', () => {
    const meter = advanceMeter(startMeter(10_000, 0, 0), 1000, 1000);
    expect(meter.speed).toBe(1000);
    expect(secondsLeft(meter)).toBe(9);
  });

  it('smooths the speed: one fast sample moves it only part of the way', () => {
    const first = advanceMeter(startMeter(100_000, 0, 0), 1000, 1000);
    const second = advanceMeter(first, 11_000, 2000);
    expect(second.speed).toBeGreaterThan(1000);
    expect(second.speed).toBeLessThan(10_000);
  });

  it('counts a resumed upload from the bytes already sent', () => {
    const meter = advanceMeter(startMeter(10_000, 5000, 0), 6000, 1000);
    expect(meter.speed).toBe(1000);
    expect(percentSent(meter)).toBe(60);
  });

  it('shows 100% only when every byte is in', () => {
    expect(percentSent({ sent: 999, total: 1000 })).toBe(99);
    expect(percentSent({ sent: 1000, total: 1000 })).toBe(100);
    expect(percentSent({ sent: 0, total: 0 })).toBe(0);
  });

  it('formats bytes and times for people', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatTimeLeft(45)).toBe('45 s');
    expect(formatTimeLeft(185)).toBe('3 min 05 s');
    expect(formatTimeLeft(3720)).toBe('1 h 02 min');
  });
});
