import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs one Lua script by its SHA-1 (EVALSHA), sending its text only when Redis lacks it. */
export type LuaScript = ((
  redis: Redis,
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>) & { lua: string };

/** A Lua script; Redis runs each one whole, with no other command in between (atomic). */
export function luaScript(lua: string): LuaScript {
  const sha = createHash('sha1').update(lua).digest('hex');
  const run = async (redis: Redis, keys: readonly string[], args: readonly (string | number)[]) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (err) {
      // A restarted (or flushed) Redis has forgotten the script: send it once more.
      if (!String(err).includes('NOSCRIPT')) throw err;
      return redis.eval(lua, keys.length, ...keys, ...args);
    }
  };
  return Object.assign(run, { lua });
}

/**
 * Loads the scripts into Redis at start, so no call pays the NOSCRIPT round trip: a lease's
 * release is sent as its PATCH answers, and must reach Redis before the client's next PATCH.
 */
export async function loadScripts(redis: Redis): Promise<void> {
  await Promise.all(
    [INCR_WINDOW, READ_WINDOW, ADMIT_VIEW, RENEW_LEASE, RELEASE_LEASE].map((script) =>
      redis.script('LOAD', script.lua),
    ),
  );
}

/**
 * A fixed window's count: the first count of a key starts its window (PEXPIRE of the window
 * length); the key vanishes when the window ends, so the next count starts a new one. A key
 * found without expiry (never, unless written by hand) gets one. Answers [count, ms left].
 */
export const INCR_WINDOW = luaScript(`
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`);

/** The count and ms left of a key's window without counting; [0, -1] when none is open. */
export const READ_WINDOW = luaScript(`
local count = redis.call('GET', KEYS[1])
if not count then return {0, -1} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`);

/**
 * The view gate (`ViewGate.admit`): 0 when any key is still in its window; else every key
 * starts a window of ARGV[1] ms and the answer is 1.
 */
export const ADMIT_VIEW = luaScript(`
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, '1', 'PX', ARGV[1])
end
return 1`);

/** Extends a lease to ARGV[2] ms if the token ARGV[1] still holds it; 1 when it did. */
export const RENEW_LEASE = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`);

/** Deletes a lease if the token ARGV[1] holds it (never another holder's, taken after a lapse). */
export const RELEASE_LEASE = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`);
