/** localStorage key of the remembered volume (spec section 3, local records). */
export const VOLUME_KEY = 'ktk_volume';

/**
 * Normalises a stored volume: old pages stored percentages, so values above 1 are divided
 * by 100; anything unreadable gives null. Result is clamped to [0, 1].
 */
export function parseStoredVolume(raw: string | null): number | null {
  if (raw == null || raw.trim() === '') return null;
  let value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return null;
  if (value > 1) value /= 100;
  return Math.min(1, value);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Accessing localStorage throws in sandboxed iframes with storage disabled.
    return null;
  }
}

/** Reads the remembered volume; storage failures are silent (spec: return null). */
export function readVolume(): number | null {
  try {
    return parseStoredVolume(storage()?.getItem(VOLUME_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Remembers the volume; storage failures (quota, privacy mode) are silent. */
export function writeVolume(volume: number): void {
  try {
    storage()?.setItem(VOLUME_KEY, String(volume));
  } catch {
    // Silent by spec.
  }
}
