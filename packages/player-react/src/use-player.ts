import type { Player } from '@tubekit/player';
import { useContext } from 'react';
import { NO_PLAYER, PlayerContext } from './context.ts';

/**
 * The Player instance of the nearest `<Player>`.
 *
 * `<Player>` renders its children only once the instance exists, so inside them this never
 * returns null. Called outside a `<Player>`, it throws (a wiring mistake, not a runtime state).
 */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (player === NO_PLAYER) {
    throw new Error(
      'usePlayer() and usePlayerState() must be called inside a <Player> (from @tubekit/player-react)',
    );
  }
  return player;
}
