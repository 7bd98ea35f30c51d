import type { Player } from '@tubekit/player';
import { createContext } from 'react';

/**
 * Marks "no <Player> above": distinct from a provider whose value is a player, so
 * `usePlayer()` outside a `<Player>` can fail with a clear message.
 */
export const NO_PLAYER: unique symbol = Symbol('tubekit.no-player');

/** The Player instance of the nearest `<Player>`; internal to the bindings. */
export const PlayerContext = createContext<Player | typeof NO_PLAYER>(NO_PLAYER);
PlayerContext.displayName = 'TubekitPlayer';
