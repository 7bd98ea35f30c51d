import { isAbsolute, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Media files handed to nginx (TUBEKIT_MEDIA_ACCEL, deploy/nginx/): the app still decides
 * (allow-list, signature, expiry, the file exists) and then answers an empty 200 with
 * `X-Accel-Redirect: <prefix><path below the media root>`; nginx's `internal` location at
 * `prefix` sends the file from disk with Range and sendfile, so no Node process streams
 * video bytes. nginx's own `secure_link` cannot do this: it checks MD5, our URLs carry
 * HMAC-SHA256 (signing.ts).
 */
export interface MediaAccel {
  /** The internal location's URI prefix, e.g. `/_media/` (starts and ends with `/`). */
  prefix: string;
  /** The media root that location aliases. */
  root: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by installMediaAccel; absent or null: Node sends media files itself. */
    mediaAccel?: MediaAccel | null;
  }
}

/**
 * TUBEKIT_MEDIA_ACCEL: the prefix of nginx's internal media location (`/_media/`), or unset.
 * Only `/`, letters, digits, `_` and `-`, starting and ending with `/`: it is written into an
 * HTTP header and must name exactly the nginx location. Anything else throws at start.
 */
export function mediaAccelFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.TUBEKIT_MEDIA_ACCEL?.trim();
  if (!raw) return undefined;
  if (!/^\/(?:[\w-]+\/)+$/.test(raw))
    throw new Error(`TUBEKIT_MEDIA_ACCEL must be a URI prefix like /_media/, got ${raw}`);
  return raw;
}

/** Makes sendMediaFile hand files below `root` to nginx; call before any route plugin. */
export function installMediaAccel(app: FastifyInstance, prefix: string | undefined, root: string): void {
  app.decorate('mediaAccel', prefix ? { prefix, root } : null);
}

/**
 * The `X-Accel-Redirect` URI of `file`, or null when nginx cannot serve it: no accel, or the
 * file is not below the media root (upload previews, avatars elsewhere stay with Node).
 * Each segment is percent-encoded, so nginx decodes back exactly the file's name.
 */
export function accelUri(accel: MediaAccel | null | undefined, file: string): string | null {
  if (!accel) return null;
  const rel = relative(accel.root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return accel.prefix + rel.split(sep).map(encodeURIComponent).join('/');
}
