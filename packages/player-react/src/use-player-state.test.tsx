import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Player, type PlayerInstance, usePlayer, usePlayerState } from './index.ts';
import { mediaEvent, mp4Source } from './test-helpers.ts';

afterEach(cleanup);

const sources = [mp4Source('/media/clip_hd.mp4'), mp4Source('/media/clip_sd.mp4')];

function Status({ renders }: { renders: string[] }) {
  const status = usePlayerState((s) => s.status);
  renders.push(status);
  return <output data-testid="status">{status}</output>;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

// A selector that builds a new array each call: only isEqual keeps it from re-rendering.
function Qualities({ seen }: { seen: Array<readonly string[]> }) {
  seen.push(usePlayerState((s) => [...s.qualities], sameList));
  return null;
}

function mount(children: React.ReactNode) {
  let player: PlayerInstance | null = null;
  render(
    <Player sources={sources} onReady={(p) => (player = p)}>
      {children}
    </Player>,
  );
  return () => player!;
}

describe('usePlayerState', () => {
  it('follows the player status driven by media events', () => {
    const renders: string[] = [];
    const player = mount(<Status renders={renders} />);
    expect(screen.getByTestId('status').textContent).toBe('idle');
    act(() => {
      mediaEvent(player().video, 'play');
      mediaEvent(player().video, 'playing');
    });
    expect(screen.getByTestId('status').textContent).toBe('playing');
    act(() => mediaEvent(player().video, 'pause'));
    expect(screen.getByTestId('status').textContent).toBe('paused');
    expect(screen.getByTestId('status').textContent).toBe(player().getSnapshot().status);
  });

  it('does not re-render when an unselected part of the state changes', () => {
    const renders: string[] = [];
    const player = mount(<Status renders={renders} />);
    const count = renders.length;
    act(() => player().setVolume(0.3));
    act(() => mediaEvent(player().video, 'volumechange'));
    expect(player().getSnapshot().volume).toBeCloseTo(0.3);
    expect(renders).toHaveLength(count);
  });

  it('keeps the previous selection when isEqual says it is equal', () => {
    const seen: Array<readonly string[]> = [];
    const player = mount(<Qualities seen={seen} />);
    act(() => mediaEvent(player().video, 'pause'));
    act(() => mediaEvent(player().video, 'play'));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1);
  });

  it('throws a clear error outside <Player>', () => {
    expect(() => renderHook(() => usePlayer())).toThrow(/inside a <Player>/);
    expect(() => renderHook(() => usePlayerState((s) => s.status))).toThrow(/inside a <Player>/);
  });
});
