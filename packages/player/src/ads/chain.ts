import type { AdEngine, AdOutcome, AdPlayContext } from './types';
import { VAST_ERROR } from './vast/error-codes';

/** Callbacks of {@link playChain}. */
export interface ChainHooks {
  onLoad(tag: string, index: number): void;
  onStart(tag: string, index: number): void;
  /** A tag failed with a VAST code (player_vast_error); the chain moves on. */
  onError(code: number, message: string, tag: string, index: number): void;
}

/**
 * Tries the tags in order (main tag, then the backups) until one plays (its pod, or an ad of
 * its buffet: the engine tries the response's own ads first). Any failure of a whole tag
 * (fetch, timeout, parse, empty, no playable media, media error) moves to the next tag;
 * when the list is exhausted, or the player is destroyed, the content plays.
 * Resolves true when an ad played.
 */
export async function playChain(
  tags: readonly string[],
  base: Omit<AdPlayContext, 'onLoad' | 'onStart' | 'onError'>,
  engine: AdEngine,
  hooks: ChainHooks,
): Promise<boolean> {
  for (const [index, tag] of tags.entries()) {
    if (base.signal.aborted) return false;
    let outcome: AdOutcome;
    try {
      outcome = await engine(tag, {
        ...base,
        onLoad: () => hooks.onLoad(tag, index),
        onStart: () => hooks.onStart(tag, index),
        onError: (code, message) => hooks.onError(code, message, tag, index),
      });
    } catch (error) {
      outcome = { ok: false, code: VAST_ERROR.undefined, message: String(error) };
    }
    if (outcome.ok) return true;
    if (!base.signal.aborted && !outcome.reported) hooks.onError(outcome.code, outcome.message, tag, index);
  }
  return false;
}
