import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Child, freePort, startChild, waitForHttp } from './processes.ts';

const NGINX = '/usr/sbin/nginx';

/** Why the comparison cannot run here, or null when Debian's nginx is installed. */
export function nginxMissing(): string | null {
  return existsSync(NGINX)
    ? null
    : `${NGINX} is not installed: \`scripts/bootstrap --test\` installs it (or \`apt-get install nginx-light\`)`;
}

/** One file nginx serves: the exact bytes our server answered for `path`. */
export interface StaticCopy {
  path: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** A running nginx serving static copies on a loopback port. */
export interface RunningNginx {
  child: Child;
  baseUrl: string;
}

function config(prefix: string, port: number, copy: StaticCopy): string {
  // One worker against our single-process server: one core each. Temp paths under the
  // prefix because the compiled-in ones (/var/lib/nginx) need root.
  return `daemon off;
master_process on;
worker_processes 1;
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
  types { }
  default_type "${copy.contentType}";
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 10000000;
  keepalive_timeout 75s;
  open_file_cache max=1000 inactive=60s;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/root;
    add_header Cache-Control "${copy.cacheControl}";
    location / { }
  }
}
`;
}

/**
 * Writes `copy` under `<prefix>/root/<path>`, generates the config and starts
 * `nginx -c <conf> -p <prefix>` in the foreground (daemon off), tracked as a child.
 */
export async function startNginx(prefix: string, copy: StaticCopy): Promise<RunningNginx> {
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['root', 'tmp', 'logs']) mkdirSync(join(prefix, dir), { recursive: true });
  const file = join(prefix, 'root', copy.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, copy.body);
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, config(prefix, port, copy));
  const child = startChild('nginx', NGINX, ['-c', conf, '-p', `${prefix}/`, '-e', `${prefix}/error.log`]);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/`, child, 10_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, baseUrl };
}
