import { join } from 'node:path';
import { writeNginxPrefix } from '../../../deploy/render-nginx.mjs';
import { answering, type Running, startProcess } from './processes.ts';
import { REPO } from './repo.ts';

/**
 * The load balancer: Debian's nginx with the config an operator renders
 * (deploy/render-nginx.mjs: deploy/nginx/tubekit.conf on loopback), in front of the
 * `servers` ports, serving the site's hashed assets from `siteDist`. It answers once
 * nginx serves the site's robots.txt (so through a server).
 */
export async function startNginx(
  port: number,
  servers: readonly number[],
  siteDist: string,
  dir: string,
  logDir: string,
): Promise<Running & { origin: string; errorLog: string }> {
  const prefix = join(dir, 'nginx');
  const written = writeNginxPrefix(prefix, {
    upstreams: servers.map((p) => `127.0.0.1:${p}`),
    httpListen: `127.0.0.1:${port}`,
    appDir: REPO,
    siteClientDir: join(siteDist, 'client'),
    mediaRoot: join(dir, 'unused-media-root'),
    accessLog: join(logDir, 'nginx-access.log'),
  });
  const nginx = startProcess('nginx', written.command, written.args, {
    cwd: prefix,
    env: process.env,
    logDir,
  });
  const origin = `http://127.0.0.1:${port}`;
  await answering(`${origin}/robots.txt`, nginx);
  return { ...nginx, origin, errorLog: written.errorLog };
}
