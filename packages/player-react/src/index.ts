/**
 * React bindings for `@tubekit/player`: a component that mounts the player and hooks that
 * read it. No player logic lives here (style: TanStack `react-query` over `query-core`).
 */

export type { Player as PlayerInstance, PlayerOptions, PlayerSnapshot, PlayerStatus } from '@tubekit/player';
export { Player, type PlayerProps } from './player.tsx';
export { usePlayer } from './use-player.ts';
export { type EqualityFn, usePlayerState } from './use-player-state.ts';
