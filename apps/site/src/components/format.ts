/** Card formats of spec section 9 ("Formats"). */

/** A view count: K from 4 digits, M from 7 digits (1234 -> "1.2K", 2500000 -> "2.5M"). */
export function shortCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const short = (v: number, unit: string) => `${Number(v.toFixed(1))}${unit}`;
  if (n >= 1_000_000) return short(n / 1_000_000, 'M');
  if (n >= 1000) return short(n / 1000, 'K');
  return String(Math.round(n));
}

/**
 * The rating percentage: the share of likes in steps of 5 % (the rounded value of
 * likes/(likes+dislikes) in 0.05 units), capped at 100 %; no votes gives 0 %.
 */
export function ratingPercent(likes: number, dislikes: number): number {
  const votes = likes + dislikes;
  if (!(votes > 0) || !(likes >= 0)) return 0;
  return Math.min(100, Math.round(likes / votes / 0.05) * 5);
}

const DAY_MS = 86_400_000;

/** "Just added": posted within the last day of `now` (a bad date is never just added). */
export function isJustAdded(postDate: string, now: number = Date.now()): boolean {
  const posted = Date.parse(postDate);
  return Number.isFinite(posted) && now - posted >= 0 && now - posted < DAY_MS;
}
