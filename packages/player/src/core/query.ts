/** Player settings read from the page query string (spec section 2, "Video page"). */
export interface PlayerQuery {
  /** autostart or autoplay: start at once, muted. */
  autostart: boolean;
  /** Seconds to seek to on the first frame (ts, seek_time or start_time), or null. */
  startAt: number | null;
  /** debug: log `prev -> next` transitions. */
  debug: boolean;
  /** Advertising campaign id, passed on to ad breaks. */
  campaign: string | null;
}

const TRUE_VALUES = new Set(['', '1', 'true', 'yes', 'on']);

function flag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && TRUE_VALUES.has(value.toLowerCase());
}

function seconds(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Parses a query string (with or without leading '?') or URLSearchParams; bad values are ignored. */
export function parseQuery(query: string | URLSearchParams | undefined | null): PlayerQuery {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  return {
    autostart: flag(params, 'autostart') || flag(params, 'autoplay'),
    startAt:
      seconds(params.get('ts')) ?? seconds(params.get('seek_time')) ?? seconds(params.get('start_time')),
    debug: flag(params, 'debug'),
    campaign: params.get('campaign') || null,
  };
}
