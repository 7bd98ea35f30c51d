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

/**
 * The acts of signup.php: sign up (no act), restore (send a reset link), reset (new
 * password from the link), resend (a new confirmation link), password (a signed-in member
 * changes the password: `pwd` the current one, `npwd` the new one).
 */
export type SignupAct = 'signup' | 'restore' | 'reset' | 'resend' | 'password';

/**
 * GET form.php?form={AccountFormName}: what an account form needs before it is sent. Every
 * POST to login.php, signup.php and logout.php carries the answer's `csrf` as a field of the
 * same name (a token bound to the browser's `_tkf` cookie: another site can neither read it
 * nor send it), and the forms of FORMS_WITH_CAPTCHA carry the solved captcha as `tok`.
 */
export const ACCOUNT_FORM_PATH = 'form.php';

/** The account forms (the `form` query of form.php). */
export const ACCOUNT_FORMS = [
  'login',
  'signup',
  'restore',
  'reset',
  'resend',
  'logout',
  'password',
  'profile',
  'avatar',
  // Upload and moderation (issue #18).
  'upload',
  'moderation',
  'dmca',
] as const;
export type AccountFormName = (typeof ACCOUNT_FORMS)[number];

/** The forms a captcha guards: the ones that make accounts or send mail. */
export const FORMS_WITH_CAPTCHA: readonly AccountFormName[] = ['signup', 'restore', 'resend'];

/** An ALTCHA challenge (proof of work), as altcha-lib makes it and its widget reads it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * The captcha a form shows: the self-hosted ALTCHA challenge (single-use), or a third-party
 * provider's widget by its site key; its solution goes in the form's `tok` field.
 */
export type CaptchaChallenge =
  | { provider: 'altcha'; challenge: AltchaChallenge }
  | { provider: 'hcaptcha' | 'turnstile'; siteKey: string };

/** What form.php answers: the form token, and the captcha when the form needs one. */
export interface AccountFormAnswer {
  csrf: string;
  captcha: CaptchaChallenge | null;
}
