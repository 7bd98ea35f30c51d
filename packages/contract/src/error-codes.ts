/**
 * The codes of the spec's error answers, `{error: true, code, field?}`. ERROR_CODES are the
 * ones the server answers today: its catalogue (apps/server/src/http/errors.ts) gives each
 * its HTTP status and description, and a test there checks that some route or hook answers
 * every one. A code joins the list with the route that answers it.
 */
export const ERROR_CODES = [
  'invalid_path',
  'invalid_param',
  'bad_request',
  'not_logged_in',
  'cross_site',
  'invalid_signature',
  'expired_url',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_range',
  'rate_limited',
  'headers_too_large',
  'already_voted',
  'internal',
] as const;

/** A code the server answers with. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Field codes of login.php and signup.php (spec section 5), answered as `{error, codes:
 * [{field, code}]}`. Accounts are a later issue: no route answers them yet, so they are not
 * in ERROR_CODES; the Login modal's own checks give the same codes before it calls.
 */
export type LoginErrorCode =
  | 'required'
  | 'invalid_usr_or_pwd'
  | 'invalid_email'
  | 'eml_invalid'
  | 'email_not_confirmed'
  | 'too_many_attempts';

/**
 * input.php codes of a member's subscribe and favourite (spec section 4), not answered yet:
 * until accounts exist both acts answer not_logged_in. The site already shows them.
 */
export type MemberStatErrorCode = 'already_subscribed' | 'cannot_subscribe_yourself' | 'already_added';
