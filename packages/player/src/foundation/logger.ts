/** Console facade of the player. */
export interface Logger {
  /** Messages the spec requires in every mode ("Param ref not defined", 'error decoding url' ...). */
  log(message: string): void;
  /** Development trace, printed only in debug mode (`?debug=1`). */
  debug(message: string, ...rest: unknown[]): void;
  /** Unexpected problems (e.g. a subscriber threw). */
  error(message: string, error?: unknown): void;
}

/** Creates a logger; `debug` enables the `prev -> next` trace. */
export function createLogger(debug: boolean, target: Pick<Console, 'log' | 'error'> = console): Logger {
  return {
    log: (message) => target.log(message),
    debug: (message, ...rest) => {
      if (debug) target.log(`[tubekit] ${message}`, ...rest);
    },
    error: (message, error) => target.error(`[tubekit] ${message}`, error),
  };
}
