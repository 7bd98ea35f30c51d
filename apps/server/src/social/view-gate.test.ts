import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../http/clock.ts';
import { VIEW_WINDOW_MS, ViewGate } from './view-gate.ts';

describe('ViewGate', () => {
  it('admits a view when none of its keys was admitted in the window, then holds every key', () => {
    const clock = manualClock();
    const gate = new ViewGate({ clock });
    expect(gate.admit(['visitor-a', 'address-1'])).toBe(true);
    expect(gate.admit(['visitor-a', 'address-2'])).toBe(false);
    expect(gate.admit(['visitor-b', 'address-1'])).toBe(false);
    expect(gate.admit(['visitor-b', 'address-2'])).toBe(true);
    clock.advance(VIEW_WINDOW_MS - 1);
    expect(gate.admit(['visitor-a', 'address-3'])).toBe(false);
    clock.advance(1);
    expect(gate.admit(['visitor-a', 'address-1'])).toBe(true);
  });

  it('a refused view does not extend the window', () => {
    const clock = manualClock();
    const gate = new ViewGate({ clock, windowMs: 100 });
    gate.admit(['k']);
    for (let i = 0; i < 9; i++) {
      clock.advance(10);
      expect(gate.admit(['k'])).toBe(false);
    }
    clock.advance(10);
    expect(gate.admit(['k'])).toBe(true);
  });

  it('forgets expired keys, and never holds more than maxKeys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 50 }), fc.nat({ max: 30 })), { maxLength: 300 }),
        (steps) => {
          const clock = manualClock();
          const gate = new ViewGate({ clock, windowMs: 100, maxKeys: 20 });
          for (const [key, wait] of steps) {
            clock.advance(wait);
            gate.admit([`v${key}`, `a${key % 7}`]);
            expect(gate.size).toBeLessThanOrEqual(20);
          }
          clock.advance(100);
          gate.admit(['last']);
          expect(gate.size).toBe(1);
        },
      ),
    );
  });
});
