/**
 * Id buckets used in JSON and media paths so no folder holds more than a thousand
 * entries: the million bucket and the thousand bucket are the id rounded down.
 */
export function millionBucket(id: number): number {
  return Math.floor(id / 1_000_000) * 1_000_000;
}

export function thousandBucket(id: number): number {
  return Math.floor(id / 1000) * 1000;
}

/** `million/thousand` directory path of an id (timeline files, comments). */
export function bucketPath(id: number): string {
  return `${millionBucket(id)}/${thousandBucket(id)}`;
}

/** `json` for a cacheable lifetime, `jsond` ("dynamic") when the lifetime is 0. */
export function jsonExt(lifetime: number): 'json' | 'jsond' {
  return lifetime === 0 ? 'jsond' : 'json';
}

/** First letter of a dir (channel paths). */
export function firstLetter(dir: string): string {
  return dir.slice(0, 1);
}

/** First two letters of a dir (model paths). */
export function firstTwoLetters(dir: string): string {
  return dir.slice(0, 2);
}
