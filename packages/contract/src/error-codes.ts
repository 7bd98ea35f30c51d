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
  'already_added',
  'list_full',
  'no_permission',
  'required',
  'max_length',
  'already_reported',
  // Member space, social (issue #17): input.php subscribe, social.php.
  'already_subscribed',
  'cannot_subscribe_yourself',
  'friend_request_already_sent',
  'already_friends',
  'not_friends',
  'blocked',
  'forbidden',
  // Partner numbers (issue #24): GET /partners/stats.json without a known partner token.
  'invalid_token',
  'internal',
  // Cluster mode (issue #22): the shared state on Redis did not answer.
  'unavailable',
] as const;

/** A code the server answers with. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Field codes of login.php and signup.php (spec sections 5 and 8), answered as `{error,
 * codes: [{field, code, length?}]}` (`AccountErrorAnswer` in accounts.ts), never as the
 * catalogue's `{error, code}`: so they are not in ERROR_CODES. The Login modal's own checks
 * give the same codes before it calls.
 * - `required` "This field is required"; `min_length` / `max_length` carry `length`
 *   ("minimum length of {length} characters", "Maximum length of {length} characters").
 * - `invalid_usr_or_pwd` "Invalid username or password"; `email_not_confirmed` "Please
 *   confirm your email and try again"; `too_many_attempts` "Too many authorization
 *   attempts. Try again later." (field `notify`, 429).
 * - `invalid_email` "Email entered incorrectly"; `eml_invalid` the restore address is 3
 *   characters or fewer; `invalid_username` a character other than letters, digits, `_`, `-`;
 *   `username_taken`, `email_taken` already in use; `invalid_link` a confirm or reset link
 *   that is unknown, used or expired.
 * - `form_expired` the form's `csrf` token is missing or not this browser's (field `notify`,
 *   403): the form asks form.php for a new one; `captcha_failed` the captcha solution in
 *   `tok` is wrong, used or expired; `invalid_password` the current password of a password
 *   change is wrong.
 * - `account_banned` a moderator banned the account (field `notify`, 403): sign-in refused
 *   once the password is right, so it tells nothing to someone without it.
 */
export type LoginErrorCode =
  | 'required'
  | 'min_length'
  | 'max_length'
  | 'invalid_usr_or_pwd'
  | 'invalid_email'
  | 'eml_invalid'
  | 'invalid_username'
  | 'username_taken'
  | 'email_taken'
  | 'invalid_link'
  | 'email_not_confirmed'
  | 'too_many_attempts'
  | 'form_expired'
  | 'captcha_failed'
  | 'invalid_password'
  | 'account_banned';

/**
 * input.php codes of a member's subscribe and favourite (spec section 4), not answered yet:
 * until accounts exist both acts answer not_logged_in. The site already shows them.
 */
export type MemberStatErrorCode = 'already_subscribed' | 'cannot_subscribe_yourself';
