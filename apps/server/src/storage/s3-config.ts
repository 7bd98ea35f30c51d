/**
 * Cluster mode's object storage (README "S3 storage"). Present when TUBEKIT_S3_BUCKET is
 * set: then media, sources and pictures live in that bucket instead of on local disk.
 */
export interface S3Config {
  /** TUBEKIT_S3_ENDPOINT: an S3-compatible server's URL (MinIO, R2, Garage…); absent: AWS. */
  endpoint?: string;
  /** TUBEKIT_S3_REGION, default `us-east-1` (what most S3-compatible servers accept). */
  region: string;
  /** TUBEKIT_S3_BUCKET (3-63 lower-case letters, digits, `.` and `-`). */
  bucket: string;
  /** TUBEKIT_S3_ACCESS_KEY_ID / TUBEKIT_S3_SECRET_ACCESS_KEY; absent: the AWS SDK's default chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** TUBEKIT_S3_FORCE_PATH_STYLE (1/0): `<endpoint>/<bucket>/<key>` URLs instead of `<bucket>.<host>`. */
  forcePathStyle: boolean;
  /** TUBEKIT_S3_PREFIX: object names start with it (`''`, or e.g. `site1/`), to share a bucket. */
  prefix: string;
  /** TUBEKIT_MEDIA_URL: a CDN origin in front of the bucket; direct URLs go through it. */
  publicUrl?: string;
}

/** TUBEKIT_S3_*: undefined without a bucket; a bad value throws at start, never at first use. */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.TUBEKIT_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`TUBEKIT_S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), got ${bucket}`);
  const region = env.TUBEKIT_S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new Error(`TUBEKIT_S3_REGION is not a region: ${region}`);
  const config: S3Config = { region, bucket, forcePathStyle: false, prefix: '' };
  const endpoint = env.TUBEKIT_S3_ENDPOINT?.trim();
  if (endpoint) config.endpoint = originUrl('TUBEKIT_S3_ENDPOINT', endpoint);
  const accessKeyId = env.TUBEKIT_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.TUBEKIT_S3_SECRET_ACCESS_KEY?.trim();
  // One without the other would silently fall back to the default chain: refuse it.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('TUBEKIT_S3_ACCESS_KEY_ID and TUBEKIT_S3_SECRET_ACCESS_KEY go together');
  if (accessKeyId && secretAccessKey) Object.assign(config, { accessKeyId, secretAccessKey });
  const pathStyle = env.TUBEKIT_S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== '0' && pathStyle !== '1')
    throw new Error(`TUBEKIT_S3_FORCE_PATH_STYLE must be 1 or 0, got ${pathStyle}`);
  config.forcePathStyle = pathStyle === '1';
  const prefix = env.TUBEKIT_S3_PREFIX?.trim() ?? '';
  if (prefix && (!/^([\w.-]+\/)+$/.test(prefix) || prefix.split('/').some((p) => /^\.+$/.test(p))))
    throw new Error(
      `TUBEKIT_S3_PREFIX must be path segments of letters, digits, _ . - ending in /, got ${prefix}`,
    );
  config.prefix = prefix;
  const publicUrl = env.TUBEKIT_MEDIA_URL?.trim();
  if (publicUrl) config.publicUrl = originUrl('TUBEKIT_MEDIA_URL', publicUrl);
  return config;
}

/** An absolute http(s) URL without query or fragment, trailing `/` removed; else throws. */
function originUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username)
    throw new Error(`${name} must be an absolute http(s) URL without query or credentials, got ${value}`);
  return value.replace(/\/+$/, '');
}
