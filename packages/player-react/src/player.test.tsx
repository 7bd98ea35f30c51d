import { act, cleanup, render, screen } from '@testing-library/react';
import { createManualClock } from '@tubekit/player';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Player, type PlayerInstance, usePlayer } from './index.ts';
import { mediaEvent, mp4Source } from './test-helpers.ts';

afterEach(cleanup);

const sources = [mp4Source('/media/clip_hd.mp4'), mp4Source('/media/clip_sd.mp4')];

function ShowInstance({ onPlayer }: { onPlayer: (p: PlayerInstance) => void }) {
  onPlayer(usePlayer());
  return <span data-testid="child">child</span>;
}

describe('<Player>', () => {
  it('mounts one .tk-player and gives children and onReady the same instance', () => {
    const onReady = vi.fn();
    const seen: PlayerInstance[] = [];
    const { container } = render(
      <Player sources={sources} clock={createManualClock()} onReady={onReady}>
        <ShowInstance onPlayer={(p) => seen.push(p)} />
      </Player>,
    );
    expect(container.querySelectorAll('.tk-player')).toHaveLength(1);
    expect(screen.getByTestId('child')).toBeTruthy();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe(onReady.mock.calls[0]?.[0]);
    expect(seen.at(-1)?.root.closest('.tk-player')).toBeTruthy();
  });

  it('keeps exactly one player under StrictMode (mount, unmount, mount)', () => {
    const onReady = vi.fn();
    const { container } = render(
      <StrictMode>
        <Player sources={sources} onReady={onReady} />
      </StrictMode>,
    );
    expect(container.querySelectorAll('.tk-player')).toHaveLength(1);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(onReady).toHaveBeenCalledTimes(2);
    const [first, second] = onReady.mock.calls.map((c) => c[0] as PlayerInstance);
    expect(first).not.toBe(second);
  });

  it('destroys the player on unmount: its DOM goes and late media events are ignored', () => {
    let player: PlayerInstance | null = null;
    const { container, unmount } = render(<Player sources={sources} onReady={(p) => (player = p)} />);
    const video = container.querySelector('video');
    expect(video).toBeTruthy();
    unmount();
    expect(container.querySelector('.tk-player')).toBeNull();
    const before = player!.getSnapshot();
    mediaEvent(video!, 'playing');
    expect(player!.getSnapshot()).toBe(before);
  });

  it('passes options through: a deleted video shows the deleted panel', () => {
    render(<Player deleted sources={sources} />);
    expect(screen.getByTestId('tk-deleted').textContent).toContain('Video has been recently deleted');
  });

  it('calls the latest onGoal prop, not the one it mounted with', () => {
    const first = vi.fn();
    const second = vi.fn();
    let player: PlayerInstance | null = null;
    const { rerender } = render(<Player sources={sources} onGoal={first} onReady={(p) => (player = p)} />);
    rerender(<Player sources={sources} onGoal={second} onReady={(p) => (player = p)} />);
    first.mockClear();
    act(() => {
      for (const type of ['loadedmetadata', 'play', 'playing', 'timeupdate']) mediaEvent(player!.video, type);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls.map((c) => c[0])).toContain('player_firstframe');
  });
});
