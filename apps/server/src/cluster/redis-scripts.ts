import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs one Lua script by its SHA-1 (EVALSHA), sending its text only when Redis lacks it. */
export type LuaScript = ((
  redis: Redis,
  keys: readonly string[],
  args: readonly (string | number | Buffer)[],
) => Promise<unknown>) & { lua: string };

/**
 * A Lua script; Redis runs each one whole, with no other command in between (atomic). With
 * `buffers`, its answer's strings come as Buffers (a page's compressed bytes are not UTF-8).
 */
export function luaScript(lua: string, options: { buffers?: boolean } = {}): LuaScript {
  const sha = createHash('sha1').update(lua).digest('hex');
  const run = async (
    redis: Redis,
    keys: readonly string[],
    args: readonly (string | number | Buffer)[],
  ): Promise<unknown> => {
    try {
      return options.buffers
        ? await redis.callBuffer('EVALSHA', sha, keys.length, ...keys, ...args)
        : await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (err) {
      // A restarted (or flushed) Redis has forgotten the script: send it once more.
      if (!String(err).includes('NOSCRIPT')) throw err;
      return options.buffers
        ? redis.callBuffer('EVAL', lua, keys.length, ...keys, ...args)
        : redis.eval(lua, keys.length, ...keys, ...args);
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
    [
      INCR_WINDOW,
      READ_WINDOW,
      ADMIT_VIEW,
      RENEW_LEASE,
      RELEASE_LEASE,
      TAKE_VIEWS,
      GET_ENTRY,
      PUT_ENTRY,
      GROW_ENTRY,
      ADVANCE_GENERATION,
    ].map((script) => redis.script('LOAD', script.lua)),
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

/** The views buffered (a hash), taken whole and deleted in one step: no view is in two batches. */
export const TAKE_VIEWS = luaScript(`
local counts = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
return counts`);

/**
 * A shared cache layer's generation (redis-layer.ts) and the entry kept in it. The
 * generation is KEYS[1] ('0' when none), then for each further key (a scope's counter) '.'
 * and its value; the entry is the hash ARGV[1] .. generation .. ARGV[2] (built here, so the
 * counters and the entry are read at the same instant). Answers [generation, HGETALL of the
 * entry] ({} when none).
 */
export const GET_ENTRY = luaScript(
  `
local generation = redis.call('GET', KEYS[1]) or '0'
for i = 2, #KEYS do
  generation = generation .. '.' .. (redis.call('GET', KEYS[i]) or '0')
end
return {generation, redis.call('HGETALL', ARGV[1] .. generation .. ARGV[2])}`,
  { buffers: true },
);

/** Keeps an entry: the hash KEYS[1] of the fields ARGV[2..], expiring in ARGV[1] ms. */
export const PUT_ENTRY = luaScript(`
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`);

/** Adds fields (a compressed form) to a kept entry, unless it expired: no key without expiry. */
export const GROW_ENTRY = luaScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV))
return 1`);

/**
 * A new generation of a layer or of one scope (KEYS[1]): the entries kept before are never
 * read again (they expire with their TTL). The counter itself lives ARGV[1] ms after the
 * last write, far longer than any entry: when it lapses and restarts at 0, the entries of
 * that old generation are long gone.
 */
export const ADVANCE_GENERATION = luaScript(`
local generation = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return generation`);
