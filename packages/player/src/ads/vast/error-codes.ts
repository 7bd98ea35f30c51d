/** VAST error codes used by the ads feature (IAB VAST 4.2, section 2.3.6). */
export const VAST_ERROR = {
  xmlParse: 100,
  schema: 101,
  versionNotSupported: 102,
  /** The player expected a linear ad (preroll) and got only non-linear creatives. */
  linearity: 201,
  wrapperTimeout: 301,
  wrapperLimit: 302,
  noAds: 303,
  generalLinear: 400,
  mediaTimeout: 402,
  noSupportedMedia: 403,
  mediaError: 405,
  undefined: 900,
} as const;

/**
 * Maps an error thrown while the root tag was fetched or parsed to a VAST code. The VAST
 * client only tells us by message, so the mapping keys on the messages it and our URL
 * handler produce. (Literal codes here: this runs in the lazy VAST chunk, which must not
 * carry the table above.)
 */
export function rootErrorCode(message: string): number {
  if (message.includes('version not supported')) return 102;
  if (message.includes('XML parse')) return 100;
  if (message.includes('Invalid VAST XMLDocument')) return 101;
  // Network failure, HTTP error status or timeout: the URI was unavailable (301).
  return 301;
}
