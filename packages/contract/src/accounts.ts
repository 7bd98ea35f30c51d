import type { LoginErrorCode } from './error-codes.ts';

/**
 * The account rules of spec sections 5 and 9 that client and server both check: a username
 * of 3 to 32 letters, digits, `_` or `-`; a password of 5 to 128 characters; an e-mail of at
 * most 254 (RFC 5321's path limit). The minimums are the spec's (`LIMITS` repeats them for the
 * Login modal); the maximums are ours.
 */
export const ACCOUNT_RULES = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 5,
  passwordMax: 128,
  emailMax: 254,
  /** The restore address: eml_invalid at this many characters or fewer. */
  restoreEmailMaxInvalid: 3,
} as const;

/** The characters a username may hold. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** One field's error in a login.php / signup.php answer; `length` fills min/max_length. */
export interface AccountFieldError {
  /** A form field (`usr`, `pwd`, `eml`, `terms`, `tok`, `token`), or `notify` for a notice. */
  field: string;
  code: LoginErrorCode;
  length?: number;
}

/** The error answer of login.php and signup.php (spec section 7: error with codes[]). */
export interface AccountErrorAnswer {
  error: true;
  codes: AccountFieldError[];
}

/** A successful login.php or signup.php call. */
export interface AccountSuccessAnswer {
  success: true;
  /** The signed-in member (login.php only). */
  user?: { user_id: number; username: string };
}

/** What login.php and signup.php answer. */
export type AccountAnswer = AccountSuccessAnswer | AccountErrorAnswer;

/** The acts of signup.php: sign up (no act), restore (send a reset link), reset (new password). */
export type SignupAct = 'signup' | 'restore' | 'reset' | 'resend';
