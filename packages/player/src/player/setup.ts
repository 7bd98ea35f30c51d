import type { GoalName, PlayerOptions } from '../api-types';
import type { PlayerAction } from '../core/actions';
import type { Logger } from '../foundation/logger';
import type { SourcePlan } from '../sources/plan';

/** Spec section 5: the exact message logged when the container is missing. */
export const MISSING_CONTAINER_MESSAGE = 'Param ref not defined';
/** Logged when `controls` is not an array. */
export const BAD_CONTROLS_MESSAGE = 'Param controls must be an array';
/** Logged when a source has no timelines info (spec section 8). */
export const TIMELINES_MISSING_MESSAGE = '[Videoplayer] Timelines url is not defined';
/** Logged when a video_url cannot be decoded (spec section 8). */
export const DECODE_ERROR_MESSAGE = 'error decoding url';

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

/**
 * Reports what the source plan found wrong: one 'error decoding url' line per undecodable
 * url, and its first fatal problem (else its first one) as the player's error.
 */
export function reportPlanProblems(
  plan: SourcePlan,
  logger: Logger,
  dispatch: (action: PlayerAction) => void,
): void {
  for (let i = 0; i < plan.decodeFailures; i++) logger.log(DECODE_ERROR_MESSAGE);
  const error = plan.errors.find((e) => e.fatal) ?? plan.errors[0];
  if (error) dispatch({ type: error.kind === 'setup' ? 'setup-error' : 'media-error', error });
}
