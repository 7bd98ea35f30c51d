import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_SECONDS,
  createInitialState,
  createReducer,
  type PlayerAction,
  type PlayerSnapshot,
  type ReducerConfig,
} from '../index';

const base: ReducerConfig = { embed: false, specialUser: false, hasNext: true, hasDownload: true };

function run(actions: PlayerAction[], config: Partial<ReducerConfig> = {}, width = 800): PlayerSnapshot {
  const reduce = createReducer({ ...base, ...config });
  return actions.reduce(reduce, createInitialState({ width }));
}

describe('player reducer', () => {
  it('walks idle -> buffering -> playing -> paused -> complete', () => {
    const reduce = createReducer(base);
    let s = createInitialState();
    expect(s.status).toBe('idle');
    s = reduce(s, { type: 'media-play' });
    expect(s.status).toBe('buffering');
    s = reduce(s, { type: 'media-playing' });
    expect(s.status).toBe('playing');
    expect(s.firstFrame).toBe(true);
    s = reduce(s, { type: 'media-waiting' });
    expect(s.status).toBe('buffering');
    s = reduce(s, { type: 'media-playing' });
    s = reduce(s, { type: 'media-pause' });
    expect(s.status).toBe('paused');
    s = reduce(s, { type: 'media-play' });
    s = reduce(s, { type: 'media-playing' });
    s = reduce(s, { type: 'media-durationchange', duration: 60 });
    s = reduce(s, { type: 'media-ended' });
    expect(s.status).toBe('complete');
    expect(s.currentTime).toBe(60);
  });

  it('returns the same object when an action changes nothing', () => {
    const reduce = createReducer(base);
    const s = createInitialState();
    expect(reduce(s, { type: 'media-timeupdate', currentTime: 0 })).toBe(s);
    expect(reduce(s, { type: 'related-close' })).toBe(s);
    expect(reduce(s, { type: 'nonsense' } as unknown as PlayerAction)).toBe(s);
  });

  it('keeps idle on a waiting event before anything played (preload)', () => {
    expect(run([{ type: 'media-waiting' }]).status).toBe('idle');
  });

  it('does not leave complete on the pause the browser fires around ended', () => {
    expect(run([{ type: 'media-playing' }, { type: 'media-ended' }, { type: 'media-pause' }]).status).toBe(
      'complete',
    );
  });

  it('shows the download button only after the first frame', () => {
    expect(run([]).downloadVisible).toBe(false);
    expect(run([{ type: 'media-play' }]).downloadVisible).toBe(false);
    expect(run([{ type: 'media-playing' }]).downloadVisible).toBe(true);
    expect(run([{ type: 'media-playing' }], { hasDownload: false }).downloadVisible).toBe(false);
  });

  it('stores errors as data', () => {
    const error = { kind: 'media', code: 'media_decode', fatal: true } as const;
    expect(run([{ type: 'media-error', error }]).error).toEqual(error);
  });

  it('accumulates seek taps and clears them on commit', () => {
    const s = run([
      { type: 'seek-tap', delta: 10 },
      { type: 'seek-tap', delta: 10 },
      { type: 'seek-tap', delta: -10 },
    ]);
    expect(s.pendingSeek).toBe(10);
    expect(createReducer(base)(s, { type: 'seek-commit' }).pendingSeek).toBe(0);
  });

  it('holds content during an ad break without opening the related panel on the ad pause', () => {
    const s = run([{ type: 'media-playing' }, { type: 'ad-break-start' }, { type: 'media-pause' }], {
      embed: true,
    });
    expect(s.adBreak).toBe(true);
    expect(s.relatedOpen).toBe(false);
  });
});

describe('countdown rules', () => {
  const end: PlayerAction[] = [{ type: 'media-playing' }, { type: 'media-ended' }];

  it('starts a 12 s countdown on complete', () => {
    expect(run(end).countdown).toBe(COUNTDOWN_SECONDS);
    expect(COUNTDOWN_SECONDS).toBe(12);
  });

  it('under 536 px runs only in fullscreen', () => {
    expect(run(end, {}, 535).countdown).toBeNull();
    expect(run([{ type: 'fullscreen-change', fullscreen: true }, ...end], {}, 535).countdown).toBe(12);
    expect(run(end, {}, 536).countdown).toBe(12);
  });

  it('is disabled for a special user, who gets the related panel instead', () => {
    const s = run(end, { specialUser: true });
    expect(s.countdown).toBeNull();
    expect(s.relatedOpen).toBe(true);
  });

  it('needs a next video', () => {
    expect(run(end, { hasNext: false }).countdown).toBeNull();
  });

  it('hides on play or seek, and cancel opens the related panel', () => {
    expect(run([...end, { type: 'media-play' }]).countdown).toBeNull();
    const seeked = run([...end, { type: 'media-seeking' }]);
    expect(seeked.countdown).toBeNull();
    expect(seeked.status).toBe('paused');
    const cancelled = run([...end, { type: 'countdown-cancel' }]);
    expect(cancelled.countdown).toBeNull();
    expect(cancelled.relatedOpen).toBe(true);
  });

  it('ticks down but never below zero, and ignores ticks when hidden', () => {
    expect(run([...end, { type: 'countdown-tick', left: 11 }]).countdown).toBe(11);
    expect(run([...end, { type: 'countdown-tick', left: -1 }]).countdown).toBe(0);
    expect(run([{ type: 'countdown-tick', left: 5 }]).countdown).toBeNull();
  });
});

describe('related panel rules', () => {
  it('opens on pause in embed mode only', () => {
    const pause: PlayerAction[] = [{ type: 'media-playing' }, { type: 'media-pause' }];
    expect(run(pause, { embed: true }).relatedOpen).toBe(true);
    expect(run(pause, { embed: false }).relatedOpen).toBe(false);
  });

  it('opens on end for embed or a special user', () => {
    const end: PlayerAction[] = [{ type: 'media-playing' }, { type: 'media-ended' }];
    expect(run(end, { embed: true }).relatedOpen).toBe(true);
    expect(run(end, { specialUser: true }).relatedOpen).toBe(true);
    expect(run(end, {}).relatedOpen).toBe(false);
  });

  it('opens only when the player is wider than 420 px', () => {
    const pause: PlayerAction[] = [{ type: 'media-playing' }, { type: 'media-pause' }];
    expect(run(pause, { embed: true }, 420).relatedOpen).toBe(false);
    expect(run(pause, { embed: true }, 421).relatedOpen).toBe(true);
    expect(run([{ type: 'related-open' }], {}, 400).relatedOpen).toBe(false);
    expect(run([{ type: 'related-open' }], {}, 500).relatedOpen).toBe(true);
  });

  it('hides on play, seek and close (settings click)', () => {
    const open: PlayerAction[] = [{ type: 'media-playing' }, { type: 'media-pause' }];
    expect(run([...open, { type: 'media-play' }], { embed: true }).relatedOpen).toBe(false);
    expect(run([...open, { type: 'media-seeking' }], { embed: true }).relatedOpen).toBe(false);
    expect(run([...open, { type: 'related-close' }], { embed: true }).relatedOpen).toBe(false);
  });

  it('closes when the player shrinks to 420 px or less', () => {
    const s = run([{ type: 'related-open' }, { type: 'resize', width: 300 }]);
    expect(s.relatedOpen).toBe(false);
  });
});
