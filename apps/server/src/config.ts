import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlayerAdsConfig } from '@tubekit/contract';
import { DEFAULT_REDIS_PREFIX } from './cluster/redis-keys.ts';
import { type JobsConfig, jobsFromEnv } from './jobs/job-config.ts';
import { mediaAccelFromEnv } from './media/accel.ts';
import { type PartnersConfig, partnersFromEnv } from './partners/partner-config.ts';
import { type S3Config, s3FromEnv } from './storage/s3-config.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  host: string;
  port: number;
  /** A postgres:// URL selects PostgreSQL; absent means the embedded SQLite file. */
  databaseUrl?: string;
  /**
   * PostgreSQL hot standbys for the listing reads (DATABASE_REPLICA_URLS, comma-separated
   * postgres:// URLs; only beside a postgres DATABASE_URL). Absent: every read on the primary.
   */
  databaseReplicaUrls?: string[];
  sqlitePath: string;
  /** Root directory of transcoded media files (what /media/* serves from). */
  mediaRoot: string;
  /**
   * Where original sources are kept (TUBEKIT_SOURCES_DIR, default `{data}/sources`): never
   * inside the media root, so no route can reach an original upload.
   */
  sourcesDir: string;
  /**
   * Where member uploads land while they arrive and are checked (TUBEKIT_UPLOADS_DIR,
   * default `{data}/uploads`): outside the media root, so no half-sent or unchecked file is
   * ever served.
   */
  uploadsDir: string;
  /** Secret for signing media URLs (TUBEKIT_SECRET, or generated once into `.data/secret`). */
  secret: string;
  /** Public origin of the site, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** `<repo>/.data` unless TUBEKIT_DATA_DIR says otherwise. */
  dataDir: string;
  /** The player's ads (TUBEKIT_VAST_TAGS, TUBEKIT_PAUSE_AD_URL); absent means no ads at all. */
  ads?: PlayerAdsConfig;
  /**
   * Which reverse proxies' `X-Forwarded-For` to believe (TUBEKIT_TRUST_PROXY: addresses or
   * CIDRs, comma-separated, or `true`). Absent: none, the socket's address is the client's.
   * Votes, views and rate limits key on the client address, so behind nginx without it the
   * whole site is one visitor.
   */
  trustProxy?: string | true;
  /** Account mail through this SMTP server (SMTP_URL); absent: `.eml` files in `{data}/outbox/`. */
  smtpUrl?: string;
  /** The From address of account mail (MAIL_FROM). */
  mailFrom?: string;
  /**
   * The captcha of the account forms that make accounts or send mail (CAPTCHA_PROVIDER):
   * the self-hosted ALTCHA proof of work unless a third-party provider is chosen with its keys.
   */
  captcha: CaptchaConfig;
  /**
   * Partner campaigns (TUBEKIT_FLAGGED_CAMPAIGNS, TUBEKIT_FLAGGED_PUBLISHERS,
   * TUBEKIT_SPECIAL_CAMPAIGNS, TUBEKIT_PARTNER_TOKENS; docs/partners.md).
   */
  partners: PartnersConfig;
  /**
   * The page cache of anonymous visitors (README "Page cache"): at most `bytes` of pages
   * (TUBEKIT_PAGE_CACHE_BYTES, default 64 MiB, 0: off), each kept `ttlS` seconds
   * (TUBEKIT_PAGE_CACHE_TTL_S, default 60) unless a write clears it first.
   */
  pageCache: { bytes: number; ttlS: number };
  /**
   * How many HTTP server processes `pnpm start` runs (TUBEKIT_SERVER_PROCESSES, 1-64,
   * default the machine's cores: `os.availableParallelism()`); the job process comes on top
   * (README "Processes").
   */
  serverProcesses: number;
  /**
   * Cluster mode's shared state (TUBEKIT_REDIS_URL, a `redis://` or `rediss://` URL, and
   * TUBEKIT_REDIS_PREFIX, default `tubekit:`): `pnpm start`'s processes keep the rate limits,
   * view gate, upload leases and bus on Redis, so servers on several machines agree (README
   * "Processes"). Absent: the primary holds them, as in one machine.
   */
  redis?: { url: string; prefix: string };
  /**
   * The prefix of nginx's internal media location (TUBEKIT_MEDIA_ACCEL, e.g. `/_media/`):
   * checked media files are answered with `X-Accel-Redirect` and nginx sends the bytes
   * (media/accel.ts, deploy/nginx/). Absent: Node sends them.
   */
  mediaAccel?: string;
  /**
   * Cluster mode's object storage (TUBEKIT_S3_BUCKET selects it, with TUBEKIT_S3_ENDPOINT,
   * _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY, _FORCE_PATH_STYLE, _PREFIX and
   * TUBEKIT_MEDIA_URL): media, sources and pictures live in the bucket (src/storage).
   * Absent: on local disk under mediaRoot and sourcesDir, as in one machine.
   */
  s3?: S3Config;
  /**
   * Where the jobs queue (TUBEKIT_JOB_QUEUE: `database`, the default, or `bullmq` on
   * TUBEKIT_REDIS_URL; TUBEKIT_JOB_LOCK_SECONDS), README "Processes".
   */
  jobs: JobsConfig;
}

/**
 * Which captcha guards the account forms. `altcha` needs nothing: its key derives from the
 * server secret. hCaptcha and Turnstile need the site's keys from the provider's dashboard.
 */
export type CaptchaConfig =
  | { provider: 'altcha' }
  | {
      provider: 'hcaptcha' | 'turnstile';
      /** CAPTCHA_SITE_KEY: the public key the browser widget renders with. */
      siteKey: string;
      /** CAPTCHA_SECRET: the private key of the provider's siteverify. */
      secret: string;
      /** CAPTCHA_VERIFY_URL: replaces the provider's siteverify URL (a proxy, or a test's stand-in). */
      verifyUrl?: string;
    };

/** The repository root (this file is apps/server/src/config.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A whole number >= 0 from `env[name]`, `fallback` when unset; anything else throws at start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number >= 0, got ${raw}`);
  return Number(raw);
}

/**
 * Reads the configuration. Env: HOST, PORT, DATABASE_URL, DATABASE_REPLICA_URLS, TUBEKIT_DATA_DIR, TUBEKIT_SQLITE_PATH,
 * TUBEKIT_MEDIA_ROOT, TUBEKIT_SOURCES_DIR, TUBEKIT_UPLOADS_DIR, TUBEKIT_SECRET, BASE_URL, TUBEKIT_VAST_TAGS, TUBEKIT_PAUSE_AD_URL,
 * TUBEKIT_TRUST_PROXY, SMTP_URL, MAIL_FROM, CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY, CAPTCHA_SECRET,
 * CAPTCHA_VERIFY_URL, TUBEKIT_PAGE_CACHE_BYTES, TUBEKIT_PAGE_CACHE_TTL_S, TUBEKIT_SERVER_PROCESSES,
 * TUBEKIT_REDIS_URL, TUBEKIT_REDIS_PREFIX, the TUBEKIT_S3_* of `s3FromEnv`, and the partner settings of `partnersFromEnv`.
 * A bad PORT, ad URL or captcha setting, or a sources or uploads dir inside the media root, throws at
 * start, not at first use.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.TUBEKIT_DATA_DIR || join(REPO_ROOT, '.data'));
  const host = env.HOST || '127.0.0.1';
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  const mediaRoot = resolve(env.TUBEKIT_MEDIA_ROOT || join(dataDir, 'media'));
  const sourcesDir = resolve(env.TUBEKIT_SOURCES_DIR || join(dataDir, 'sources'));
  if (isWithin(sourcesDir, mediaRoot))
    throw new Error(`TUBEKIT_SOURCES_DIR (${sourcesDir}) must be outside the media root (${mediaRoot})`);
  const uploadsDir = resolve(env.TUBEKIT_UPLOADS_DIR || join(dataDir, 'uploads'));
  if (isWithin(uploadsDir, mediaRoot))
    throw new Error(`TUBEKIT_UPLOADS_DIR (${uploadsDir}) must be outside the media root (${mediaRoot})`);
  const config: Config = {
    host,
    port,
    sqlitePath: resolve(env.TUBEKIT_SQLITE_PATH || join(dataDir, 'tubekit.sqlite')),
    mediaRoot,
    sourcesDir,
    uploadsDir,
    secret: env.TUBEKIT_SECRET || readOrCreateSecret(join(dataDir, 'secret')),
    baseUrl: (env.BASE_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir,
    mailFrom: env.MAIL_FROM || 'Tubekit <no-reply@localhost>',
    captcha: captchaFromEnv(env),
    partners: partnersFromEnv(env),
    pageCache: {
      bytes: wholeNumber(env, 'TUBEKIT_PAGE_CACHE_BYTES', 64 * 1024 * 1024),
      ttlS: wholeNumber(env, 'TUBEKIT_PAGE_CACHE_TTL_S', 60),
    },
    serverProcesses: serverProcessesFromEnv(env),
    jobs: jobsFromEnv(env, Boolean(env.TUBEKIT_REDIS_URL?.trim())),
  };
  if (env.SMTP_URL) config.smtpUrl = env.SMTP_URL;
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  const replicaUrls = replicaUrlsFromEnv(env);
  if (replicaUrls) config.databaseReplicaUrls = replicaUrls;
  const ads = adsFromEnv(env);
  if (ads) config.ads = ads;
  const redis = redisFromEnv(env);
  if (redis) config.redis = redis;
  const mediaAccel = mediaAccelFromEnv(env);
  if (mediaAccel) config.mediaAccel = mediaAccel;
  const s3 = s3FromEnv(env);
  if (s3) config.s3 = s3;
  const trustProxy = env.TUBEKIT_TRUST_PROXY?.trim();
  if (trustProxy) config.trustProxy = trustProxy === 'true' ? true : trustProxy;
  return config;
}

/** Most server processes TUBEKIT_SERVER_PROCESSES may ask for (each holds its caches and ~60 MB). */
export const MAX_SERVER_PROCESSES = 64;

/** TUBEKIT_SERVER_PROCESSES: 1 to MAX_SERVER_PROCESSES, default one per core. */
export function serverProcessesFromEnv(env: NodeJS.ProcessEnv): number {
  const count = wholeNumber(env, 'TUBEKIT_SERVER_PROCESSES', availableParallelism());
  if (count < 1 || count > MAX_SERVER_PROCESSES)
    throw new Error(`TUBEKIT_SERVER_PROCESSES must be 1-${MAX_SERVER_PROCESSES}, got ${count}`);
  return count;
}

/**
 * DATABASE_REPLICA_URLS: comma-separated postgres:// (or postgresql://) URLs of hot standbys
 * of DATABASE_URL's primary. A bad URL, or replicas without a PostgreSQL primary, throws at
 * start. Absent or empty: undefined (no replicas).
 */
export function replicaUrlsFromEnv(env: NodeJS.ProcessEnv): string[] | undefined {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length === 0) return undefined;
  if (!isPostgresUrl(env.DATABASE_URL?.trim() ?? ''))
    throw new Error(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are PostgreSQL standbys of its primary',
    );
  urls.forEach((url, i) => {
    // The URL may hold a password: the message names the entry, never repeats it.
    if (!isPostgresUrl(url))
      throw new Error(`DATABASE_REPLICA_URLS entry ${i + 1} must be a postgres:// URL with a host`);
  });
  return urls;
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * TUBEKIT_REDIS_URL (`redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS) and
 * TUBEKIT_REDIS_PREFIX (letters, digits and `_ - . :`, default `tubekit:`): a bad one throws
 * at start, never at the first request. Absent URL: undefined (no Redis).
 */
export function redisFromEnv(env: NodeJS.ProcessEnv): { url: string; prefix: string } | undefined {
  const url = env.TUBEKIT_REDIS_URL?.trim();
  if (!url) return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  // The URL may hold a password: the message never repeats it.
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('TUBEKIT_REDIS_URL must be a redis:// or rediss:// URL');
  const prefix = env.TUBEKIT_REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX;
  if (!/^[\w.:-]{1,64}$/.test(prefix))
    throw new Error(`TUBEKIT_REDIS_PREFIX must be 1-64 letters, digits or _ - . :, got ${prefix}`);
  return { url, prefix };
}

/**
 * TUBEKIT_VAST_TAGS: comma-separated VAST tag URLs, main tag first, then the backups in
 * order; a tag may hold `{campaign}`, else the visitor's campaign is appended. The pause ad
 * (TUBEKIT_PAUSE_AD_URL) only shows alongside a preroll. No tags: undefined (no ads).
 */
export function adsFromEnv(env: NodeJS.ProcessEnv): PlayerAdsConfig | undefined {
  const tags = (env.TUBEKIT_VAST_TAGS ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length === 0) return undefined;
  for (const tag of tags) httpUrl('TUBEKIT_VAST_TAGS', tag.split('{campaign}').join(''));
  const pauseAdUrl = env.TUBEKIT_PAUSE_AD_URL?.trim();
  if (!pauseAdUrl) return { tags };
  httpUrl('TUBEKIT_PAUSE_AD_URL', pauseAdUrl);
  return { tags, pauseAdUrl };
}

/**
 * CAPTCHA_PROVIDER: `altcha` (the default) or `hcaptcha` / `turnstile`, which need
 * CAPTCHA_SITE_KEY and CAPTCHA_SECRET; CAPTCHA_VERIFY_URL optionally replaces their
 * siteverify URL. A third-party provider without its keys would refuse every sign-up, so
 * it throws at start.
 */
export function captchaFromEnv(env: NodeJS.ProcessEnv): CaptchaConfig {
  const provider = env.CAPTCHA_PROVIDER?.trim() || 'altcha';
  if (provider === 'altcha') return { provider };
  if (provider !== 'hcaptcha' && provider !== 'turnstile')
    throw new Error(`CAPTCHA_PROVIDER must be altcha, hcaptcha or turnstile, got ${provider}`);
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!siteKey || !secret)
    throw new Error(
      `CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET (the provider's keys)`,
    );
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim();
  if (!verifyUrl) return { provider, siteKey, secret };
  httpUrl('CAPTCHA_VERIFY_URL', verifyUrl);
  return { provider, siteKey, secret, verifyUrl };
}

/** Throws unless `value` is an absolute http(s) URL (a typo must fail at start). */
function httpUrl(name: string, value: string): void {
  let ok = false;
  try {
    ok = /^https?:$/.test(new URL(value).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(`${name} must hold absolute http(s) URLs, got ${value}`);
}

/** Whether `path` is `dir` or lies below it. */
function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** A secret that survives restarts, so signed URLs handed out stay valid. */
function readOrCreateSecret(path: string): string {
  if (existsSync(path)) {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 16) return secret;
  }
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
