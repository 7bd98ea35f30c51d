import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended set (Password Storage Cheat Sheet, 2024): 19 MiB
 * of memory, 2 passes, 1 lane, a 32-byte tag and a 16-byte random salt (the library's
 * default). About 20-40 ms per hash on one core of the CI machine: slow for a guesser, cheap
 * for a sign-in. Hashes carry their parameters, so raising these later still verifies old
 * hashes (re-hash on sign-in is then a one-line change).
 */
export const ARGON2_PARAMS = {
  // Algorithm is a const enum in the library's types; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/** The argon2id PHC string of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/**
 * A hash of a password nobody has, made once with the same parameters: a sign-in with an
 * unknown username verifies against it, so it costs the same time as one with a known
 * username and the answer time does not tell which usernames exist.
 */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `storedHash`. A missing or unusable hash (unknown user, a demo
 * row without a password) still spends one argon2 verification, then answers false.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const usable = typeof storedHash === 'string' && storedHash.startsWith('$argon2');
  dummyHash ??= hashPassword('tubekit-dummy-password-never-matches');
  const target = usable ? storedHash : await dummyHash;
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return usable && ok;
}
