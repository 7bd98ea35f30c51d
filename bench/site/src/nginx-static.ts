// Debian's nginx serving copies of our pages as static files: the ceiling the page cache is
// compared with. Unprivileged, in the foreground, everything under one temp prefix.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type Child, startChild, waitForHttp } from '../../api/src/processes.ts';
import { tempDir } from './temp-dirs.ts';

const NGINX = '/usr/sbin/nginx';

/** One page as our server sent it: its identity bytes and the gzip bytes it answered. */
export interface PageCopy {
  /** The page's path, ending in '/' (written as `<path>index.html` and `.gz`). */
  path: string;
  html: Buffer;
  gzip: Buffer;
}

/** A running nginx. */
export interface StaticServer {
  origin: string;
  child: Child;
  stop(): Promise<void>;
}

/** Why nginx cannot run here, or null. */
export function nginxMissing(): string | null {
  return existsSync(NGINX) ? null : `${NGINX} is not installed (apt-get install nginx-light)`;
}

/**
 * One worker per core (nginx's own advice), sendfile, and gzip_static so a client that
 * accepts gzip gets the `.gz` beside each file: the exact bytes our server sent. Debian's
 * nginx has no brotli module, so every target is measured with gzip.
 */
function config(prefix: string, port: number): string {
  return `daemon off;
master_process on;
worker_processes ${availableParallelism()};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  types { text/html html; }
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  gzip_static on;
  keepalive_requests 10000000;
  keepalive_timeout 75s;
  open_file_cache max=100 inactive=60s;
  server {
    listen 127.0.0.1:${port} backlog=4096;
    root ${prefix}/root;
    index index.html;
    add_header Vary Accept-Encoding;
    location / { }
  }
}
`;
}

/** Writes the copies under `<temp prefix>/root`, generates the config and starts nginx on `port`. */
export async function startNginx(port: number, pages: PageCopy[]): Promise<StaticServer> {
  const temp = tempDir('tubekit-bench-nginx-');
  const prefix = temp.path;
  // Started as root, nginx's workers run as nobody: they must be able to enter the 0700 temp dir.
  chmodSync(prefix, 0o755);
  for (const dir of ['root', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
  for (const page of pages) {
    const dir = join(prefix, 'root', page.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), page.html);
    writeFileSync(join(dir, 'index.html.gz'), page.gzip);
  }
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, config(prefix, port));
  const child = startChild('nginx', NGINX, ['-c', conf, '-p', `${prefix}/`, '-e', `${prefix}/error.log`]);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop();
    temp.remove();
  };
  try {
    await waitForHttp(`${origin}/`, child, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}
