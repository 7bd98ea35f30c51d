import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../index';
import { createDisposer } from './disposer';
import { createEmitter } from './emitter';
import { createLogger } from './logger';

describe('manual clock', () => {
  it('fires due timers in order, including timers scheduled by timers', () => {
    const clock = createManualClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 200);
    clock.setTimeout(() => {
      fired.push('a');
      clock.setTimeout(() => fired.push('c'), 150);
    }, 100);
    const cancelled = clock.setTimeout(() => fired.push('never'), 50);
    clock.clearTimeout(cancelled);
    clock.advance(249);
    expect(fired).toEqual(['a', 'b']);
    clock.advance(1);
    expect(fired).toEqual(['a', 'b', 'c']);
    expect(clock.now()).toBe(250);
    expect(clock.pending()).toBe(0);
  });
});

describe('emitter', () => {
  it("a handler's exception never stops the other handlers", () => {
    const errors: unknown[] = [];
    const emitter = createEmitter<{ ping: number }>((e) => errors.push(e));
    const seen: number[] = [];
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    const off = emitter.on('ping', (n) => seen.push(n));
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(2);
  });

  it('hands each handler the cause the owner gives', () => {
    const emitter = createEmitter<{ ping: number }, string>();
    const seen: Array<[number, string]> = [];
    emitter.on('ping', (n, cause) => seen.push([n, cause]));
    emitter.emit('ping', 1, 'because');
    expect(seen).toEqual([[1, 'because']]);
  });
});

describe('disposer', () => {
  it('removes exactly what it added, in reverse order, once', () => {
    const order: number[] = [];
    const disposer = createDisposer();
    const target = new EventTarget();
    const handler = vi.fn();
    disposer.listen(target, 'x', handler);
    disposer.add(() => order.push(1));
    disposer.add(() => {
      throw new Error('teardown failure');
    });
    disposer.add(() => order.push(3));
    disposer.dispose();
    disposer.dispose();
    target.dispatchEvent(new Event('x'));
    expect(handler).not.toHaveBeenCalled();
    expect(order).toEqual([3, 1]);
    const late = vi.fn();
    disposer.add(late);
    expect(late).toHaveBeenCalledOnce();
  });
});

describe('logger', () => {
  it('prints debug lines only in debug mode', () => {
    const target = { log: vi.fn(), error: vi.fn() };
    createLogger(false, target).debug('hidden');
    createLogger(true, target).debug('idle -> playing');
    expect(target.log).toHaveBeenCalledOnce();
    expect(target.log).toHaveBeenCalledWith('[tubekit] idle -> playing');
  });
});
