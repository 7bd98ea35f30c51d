/** The key prefix when none is configured (TUBEKIT_REDIS_PREFIX). */
export const DEFAULT_REDIS_PREFIX = 'tubekit:';

/**
 * The names this site uses on Redis, all under one prefix, so several sites share one Redis
 * (pub/sub channels ignore the database number of the URL: only the prefix keeps two sites'
 * buses apart). Listed in README "Processes".
 */
export interface RedisKeys {
  /** A rate limit's count of one address: `{prefix}rl:{scope}:{address}` (scope URI-encoded, so it holds no ':'). */
  counter(scope: string, key: string): string;
  /** A view gate key (visitor or address, and object): `{prefix}view:{key}`. */
  view(key: string): string;
  /** An upload's PATCH lease: `{prefix}lease:{key}`. */
  lease(key: string): string;
  /** The views counted and not yet flushed (a hash: `{section}\t{ref}` to a count): `{prefix}views`. */
  views: string;
  /** The page cache's generation, which every kept page's key holds: `{prefix}page-gen`. */
  pageGeneration: string;
  /** A kept page (a hash) in generation `generation`, by the SHA-1 of its key: `{prefix}page:{generation}:{hash}`. */
  page(generation: string, hash: string): string;
  /** The JSON paths' response cache's generation, which every kept answer's key holds: `{prefix}json-gen`. */
  responseGeneration: string;
  /** The generation of one forget scope of the JSON answers (a path prefix ending in `/` or `.json`): `{prefix}json-gen:{scope}`. */
  responseScopeGeneration(scope: string): string;
  /** A kept JSON answer (a hash) in generation `generation`, by the SHA-1 of its key: `{prefix}json:{generation}:{hash}`. */
  response(generation: string, hash: string): string;
  /** The bus: every process subscribes, every publish goes here. */
  bus: string;
  /** Where the processes confirm the deliveries of `processId`'s publishes. */
  acks(processId: string): string;
}

export function redisKeys(prefix: string = DEFAULT_REDIS_PREFIX): RedisKeys {
  return {
    counter: (scope, key) => `${prefix}rl:${encodeURIComponent(scope)}:${key}`,
    view: (key) => `${prefix}view:${key}`,
    lease: (key) => `${prefix}lease:${key}`,
    views: `${prefix}views`,
    pageGeneration: `${prefix}page-gen`,
    page: (generation, hash) => `${prefix}page:${generation}:${hash}`,
    responseGeneration: `${prefix}json-gen`,
    responseScopeGeneration: (scope) => `${prefix}json-gen:${scope}`,
    response: (generation, hash) => `${prefix}json:${generation}:${hash}`,
    bus: `${prefix}bus`,
    acks: (processId) => `${prefix}bus-ack:${processId}`,
  };
}
