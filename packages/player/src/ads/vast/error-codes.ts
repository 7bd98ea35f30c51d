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
  /** A VPAID or SIMID file was not run; the creative's video file played instead (VAST 4.1 section 3.9.3). */
  interactiveNotExecuted: 409,
  undefined: 900,
} as const;
