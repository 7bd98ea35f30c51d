/**
 * The longest `tok` read as an ALTCHA solution. The widget's payload is base64 of
 * `{algorithm, challenge, number, salt, signature, took}`: two 64-digit hex strings and a
 * salt of about 50 characters make it about 300 characters; anything far longer is not one
 * of ours and is refused before it is decoded.
 */
export const MAX_SOLUTION_LENGTH = 1024;

/** Our salts: 24 hex digits, `?expires=<unix seconds>&` (altcha-lib v1's layout). */
const MAX_SALT_LENGTH = 128;
const HEX_64 = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A solution as the widget sends it, checked for shape, with the expiry its salt carries. */
export interface AltchaSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  /** The `expires` of the salt (unix seconds). */
  expiresAtS: number;
}

/**
 * Reads a form's `tok` as an ALTCHA solution: null for anything that is not base64 of a
 * JSON object of the right fields and types, or whose salt has no expiry (ours always have
 * one). Never throws: the token is whatever a client sent.
 */
export function parseAltchaSolution(token: string): AltchaSolution | null {
  if (token.length > MAX_SOLUTION_LENGTH || !BASE64.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== 'SHA-256') return null;
  if (typeof challenge !== 'string' || !HEX_64.test(challenge)) return null;
  if (typeof signature !== 'string' || !HEX_64.test(signature)) return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  if (typeof salt !== 'string' || salt.length > MAX_SALT_LENGTH) return null;
  const expiresAtS = expiresOf(salt);
  if (expiresAtS === null) return null;
  return { algorithm, challenge, number, salt, signature, expiresAtS };
}

/** The `expires` parameter of a salt (`<random>?expires=<seconds>&`), or null. */
function expiresOf(salt: string): number | null {
  const query = salt.split('?')[1];
  if (query === undefined) return null;
  const expires = new URLSearchParams(query).get('expires');
  return expires !== null && /^\d{1,12}$/.test(expires) ? Number(expires) : null;
}
