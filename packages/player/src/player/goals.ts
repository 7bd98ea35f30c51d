import type { GoalName, PlayerOptions } from '../api-types';
import type { PlayerError } from '../core/types';
import type { Logger } from '../foundation/logger';

/** Sends one analytics goal to the page's onGoal. */
export type GoalSender = (name: GoalName, data?: Record<string, unknown>) => void;

/** Sends analytics goals; a throwing onGoal is logged, never propagated. */
export function createGoalSender(
  options: Partial<PlayerOptions> | null | undefined,
  logger: Logger,
): GoalSender {
  return (name: GoalName, data: Record<string, unknown> = {}) => {
    try {
      options?.onGoal?.(name, data);
    } catch (error) {
      logger.error('onGoal threw', error);
    }
  };
}

/**
 * Goal data of a player error. Errors after the first frame are prefixed 'Played - ' so
 * metrics can tell startup failures from mid-playback ones (spec section 8).
 */
export function errorGoal(
  error: PlayerError,
  firstFrame: boolean,
): { goal: GoalName; data: Record<string, unknown> } {
  if (error.kind === 'setup') return { goal: 'player_setup_error', data: { message: error.code, ...error } };
  return {
    goal: 'player_error',
    data: { message: `${firstFrame ? 'Played - ' : ''}${error.code}`, ...error },
  };
}
