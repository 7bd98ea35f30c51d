/** What deploy/nginx/tubekit.conf is rendered with. */
export interface NginxOptions {
  /** `host:port` of each `tubekit serve` process (at least one). */
  upstreams: string[];
  /** nginx server_name (default `_`: any host). */
  serverName?: string;
  /** Plain-HTTP listen: a port or address:port (default 80). */
  httpListen?: string | number;
  /** The TLS server block; null or absent: none (plain HTTP serves the site). */
  https?: { listen?: string | number; certificate: string; certificateKey: string } | null;
  /** With https: plain HTTP only redirects to it (default true). */
  httpRedirect?: boolean;
  /** The checkout holding the builds (default /srv/tubekit). */
  appDir?: string;
  /** Defaults below appDir: apps/site/dist/client, apps/embed-iframe/dist/client, packages/embed/dist/embed.js. */
  siteClientDir?: string;
  embedClientDir?: string;
  embedLoaderFile?: string;
  /** TUBEKIT_MEDIA_ROOT of the app (default appDir/.data/media). */
  mediaRoot?: string;
  /** TUBEKIT_MEDIA_ACCEL of the app (default /_media/). */
  mediaAccel?: string;
  /** Where tubekit-locations.conf lies (default /etc/nginx/tubekit). */
  includeDir?: string;
  /** Access log path or `off` (default /var/log/nginx/tubekit.access.log). */
  accessLog?: string;
}

export const NGINX_BINARY: string;

/** Fills `{{NAME}}` values and keeps the `#if FLAG` / `#else` / `#endif` blocks whose flag holds. */
export function fillTemplate(
  text: string,
  values: Record<string, string>,
  flags: Record<string, boolean>,
): string;

/** The site files, by name. */
export function renderNginx(options: NginxOptions): {
  'tubekit.conf': string;
  'tubekit-locations.conf': string;
};

/** A runnable foreground nginx under `prefix`: spawn `command` with `args`. */
export function writeNginxPrefix(
  prefix: string,
  options: Omit<NginxOptions, 'includeDir'> & { workerProcesses?: number },
): { conf: string; errorLog: string; command: string; args: string[] };
