/** A length in seconds as the player shows it: `m:ss`, or `h:mm:ss` from an hour. */
export function clockDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A unix time (seconds) as `YYYY-MM-DD HH:MM` UTC: the same text on the server and in the
 * browser, so the hydrated page matches whatever the moderator's time zone.
 */
export function utcMinute(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
