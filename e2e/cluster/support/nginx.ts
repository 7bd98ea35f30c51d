import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answering, type Running, startProcess } from './processes.ts';

/**
 * The load balancer: Debian's nginx in front of the server processes, as an operator runs
 * it, with everything it writes (pid, temp files, logs) under the run's directory.
 */
function loopbackConfig(dir: string, port: number, servers: readonly number[]): string {
  const upstreams = servers.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream tubekit {
${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      proxy_pass http://tubekit;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** nginx on `port` balancing `servers`; answers once it serves the site's robots.txt. */
export async function startNginx(
  port: number,
  servers: readonly number[],
  dir: string,
  logDir: string,
): Promise<Running & { origin: string }> {
  const home = join(dir, 'nginx');
  mkdirSync(home, { recursive: true });
  const conf = join(home, 'nginx.conf');
  writeFileSync(conf, loopbackConfig(home, port, servers));
  const nginx = startProcess('nginx', 'nginx', ['-p', home, '-c', conf, '-g', 'daemon off;'], {
    cwd: home,
    env: process.env,
    logDir,
  });
  const origin = `http://127.0.0.1:${port}`;
  await answering(`${origin}/robots.txt`, nginx);
  return { ...nginx, origin };
}
