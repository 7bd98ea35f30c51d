/**
 * The numbers the uploading step shows: bytes sent of the total, a speed smoothed over the
 * samples (a raw per-event speed jumps with every chunk), and the time left at that speed.
 * Pure: the caller hands in the clock, so tests need no timers.
 */
export interface ProgressMeter {
  sent: number;
  total: number;
  /** Bytes per second, smoothed; 0 until two samples far enough apart. */
  speed: number;
  /** The last sample the speed was computed from. */
  sampleAt: number;
  sampleSent: number;
}

/** Samples closer than this are folded into the next one (a fraction of a second is noise). */
export const MIN_SAMPLE_MS = 500;
/** Weight of the newest sample in the moving average. */
const SMOOTHING = 0.3;

/** A meter at `sent` of `total` bytes (a resumed upload starts above 0). */
export function startMeter(total: number, sent: number, now: number): ProgressMeter {
  return { sent, total, speed: 0, sampleAt: now, sampleSent: sent };
}

/** The meter after a progress event: `sent` bytes at `now` (ms). */
export function advanceMeter(meter: ProgressMeter, sent: number, now: number): ProgressMeter {
  const elapsed = now - meter.sampleAt;
  if (elapsed < MIN_SAMPLE_MS) return { ...meter, sent };
  const instant = ((sent - meter.sampleSent) * 1000) / elapsed;
  const speed = meter.speed === 0 ? instant : SMOOTHING * instant + (1 - SMOOTHING) * meter.speed;
  return { sent, total: meter.total, speed: Math.max(0, speed), sampleAt: now, sampleSent: sent };
}

/** Whole percent sent, 0-100 (100 only once every byte is in). */
export function percentSent(meter: Pick<ProgressMeter, 'sent' | 'total'>): number {
  if (meter.total <= 0) return 0;
  if (meter.sent >= meter.total) return 100;
  return Math.min(99, Math.floor((meter.sent / meter.total) * 100));
}

/** Seconds left at the smoothed speed, or null while the speed is unknown. */
export function secondsLeft(meter: ProgressMeter): number | null {
  if (meter.speed <= 0) return null;
  return Math.ceil(Math.max(0, meter.total - meter.sent) / meter.speed);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes for people: 950 B, 1.5 MB, 10 GB (1024-based, one decimal under 10). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

/** A duration for people: 45 s, 3 min 05 s, 1 h 02 min. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
