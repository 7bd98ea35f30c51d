/** A signed-in browser (008); `session_hash` is the SHA-256 (hex) of the cookie's id. */
export interface SessionsTable {
  session_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  /** 1 when signed in with "remember me" (30 days), 0 for the 1-day session. */
  remember: number;
}

/** A single-use e-mail link (008); `token_hash` is the SHA-256 (hex) of the link's token. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: number;
  /** `confirm` (sign-up e-mail) or `restore` (password reset). */
  purpose: string;
  created_at: number;
  expires_at: number;
  /** When the link was used; 0 while unused. */
  used_at: number;
}

/**
 * A solved ALTCHA challenge (009), kept until it expires so its solution verifies once:
 * `signature` is the challenge's HMAC (hex), unique per challenge.
 */
export interface CaptchaSpentTable {
  signature: string;
  /** When the challenge expires (unix seconds); the row may go some minutes after it. */
  expires_at: number;
}
