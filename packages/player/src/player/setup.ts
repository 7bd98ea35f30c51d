import type { GoalName, PlayerOptions } from '../api-types';
import type { Logger } from '../foundation/logger';

/** Spec section 5: the exact message logged when the container is missing. */
export const MISSING_CONTAINER_MESSAGE = 'Param ref not defined';
/** Logged when `controls` is not an array. */
export const BAD_CONTROLS_MESSAGE = 'Param controls must be an array';

function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Node).nodeType === 1;
}

/**
 * Checks the options a player cannot start without. On failure it logs the spec message,
 * sends the player_setup_error goal and returns false.
 */
export function validateOptions(
  options: Partial<PlayerOptions> | null | undefined,
  logger: Logger,
  goal: (name: GoalName, data: Record<string, unknown>) => void,
): options is PlayerOptions & { container: HTMLElement } {
  if (!options || !isElement(options.container)) {
    logger.log(MISSING_CONTAINER_MESSAGE);
    goal('player_setup_error', { message: MISSING_CONTAINER_MESSAGE });
    return false;
  }
  if (options.controls !== undefined && !Array.isArray(options.controls)) {
    logger.log(BAD_CONTROLS_MESSAGE);
    goal('player_setup_error', { message: BAD_CONTROLS_MESSAGE });
    return false;
  }
  return true;
}
