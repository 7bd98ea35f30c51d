import { ADS } from '@tubekit/contract';
import type { Clock, TimerId } from '../foundation/clock';

/**
 * Resolves true as soon as `isReady()` holds: checked at once, then up to
 * ADS.prerollSetupRetries more times every ADS.prerollSetupRetryMs (spec section 9).
 * Resolves false when the retries run out or `signal` aborts (its timer is cleared).
 */
export function waitUntilReady(clock: Clock, isReady: () => boolean, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    let left = ADS.prerollSetupRetries;
    let timer: TimerId | null = null;
    const stop = (ready: boolean) => {
      signal.removeEventListener('abort', onAbort);
      resolve(ready);
    };
    const onAbort = () => {
      if (timer !== null) clock.clearTimeout(timer);
      stop(false);
    };
    const check = () => {
      timer = null;
      if (isReady()) return stop(true);
      if (left-- <= 0) return stop(false);
      timer = clock.setTimeout(check, ADS.prerollSetupRetryMs);
    };
    if (signal.aborted) return resolve(false);
    signal.addEventListener('abort', onAbort);
    check();
  });
}
