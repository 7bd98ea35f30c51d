import { createPlayer, type Player as PlayerInstance, type PlayerOptions } from '@tubekit/player';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayerContext } from './context.ts';

/** Props of {@link Player}: the player options (without `container`) plus React extras. */
export interface PlayerProps extends Omit<PlayerOptions, 'container'> {
  /** Class of the wrapper element (the player itself renders `.tk-player` inside it). */
  className?: string;
  style?: CSSProperties;
  /**
   * Rendered after the player, inside the same wrapper, once the instance exists: this is
   * where `usePlayer()` and `usePlayerState()` work.
   */
  children?: ReactNode;
  /** Called once with the instance after it is created (and again if it is re-created). */
  onReady?: (player: PlayerInstance) => void;
}

/**
 * Mounts a `@tubekit/player` instance and provides it to its children.
 *
 * Options are read once, when the player mounts: the core has no "update options" call, so
 * to load another video give the component a new `key`. Callbacks (`onGoal`, `navigate`,
 * `onReady`) always call the latest prop. The component adds no player logic of its own.
 */
export function Player({ className, style, children, onReady, ...options }: PlayerProps): ReactNode {
  const hostRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<PlayerInstance | null>(null);
  const latest = useRef({ options, onReady });

  // Declared before the creating effect so it also runs first on mount.
  useEffect(() => {
    latest.current = { options, onReady };
  });

  useEffect(() => {
    const initial = latest.current.options;
    const instance = createPlayer({
      ...initial,
      container: hostRef.current,
      onGoal: (goal, data) => latest.current.options.onGoal?.(goal, data),
      // Left undefined when absent so the player keeps its own default (location.assign).
      navigate: initial.navigate ? (url) => latest.current.options.navigate?.(url) : undefined,
    });
    if (!instance) return undefined;
    setPlayer(instance);
    latest.current.onReady?.(instance);
    return () => {
      instance.destroy();
      setPlayer(null);
    };
  }, []);

  return (
    <div className={className} style={style}>
      <div ref={hostRef} />
      {player ? <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider> : null}
    </div>
  );
}
