#!/usr/bin/env node
// Renders deploy/nginx/*.conf: the templates' {{NAME}} values and `#if NAME` / `#else` /
// `#endif` blocks. Plain Node, no dependencies, so an operator runs it on the nginx machine:
//   node deploy/render-nginx.mjs --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 \
//     --server-name tube.example --app-dir /srv/tubekit --media-root /srv/tubekit-data/media \
//     --certificate /etc/letsencrypt/live/tube.example/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/tube.example/privkey.pem --out /etc/nginx/tubekit
// Tests and benches call writeNginxPrefix() for a runnable copy on loopback (types beside:
// render-nginx.d.mts).
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATES = join(import.meta.dirname, 'nginx');
export const NGINX_BINARY = '/usr/sbin/nginx';

/** Passive health of each upstream server (tubekit.conf explains it). */
const UPSTREAM_HEALTH = 'max_fails=3 fail_timeout=10s';

/** A value written into the config must not end a directive or open a block. */
function safe(name, value) {
  if (typeof value !== 'string' || value === '' || /[\s;{}"'#\\$]/.test(value))
    throw new Error(`${name}: no spaces, quotes, ; { } # $ or \\ allowed, got ${JSON.stringify(value)}`);
  return value;
}

function absolutePath(name, value) {
  safe(name, value);
  if (!isAbsolute(value)) throw new Error(`${name} must be an absolute path, got ${value}`);
  return value.replace(/\/+$/, '') || '/';
}

function listen(name, value) {
  const text = String(value);
  if (!/^(?:\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-fA-F:]+\]:\d{1,5})$/.test(text))
    throw new Error(`${name} must be a port or address:port, got ${text}`);
  return text;
}

/** Fills the values and keeps the blocks whose flag is set (no nesting). */
export function fillTemplate(text, values, flags) {
  const out = [];
  let keep = true;
  let inBlock = false;
  for (const line of text.split('\n')) {
    const directive = /^\s*#(if|else|endif)\b\s*(\w*)\s*$/.exec(line);
    if (directive) {
      const [, word, flag] = directive;
      if (word === 'if') {
        if (inBlock) throw new Error('nested #if');
        if (!(flag in flags)) throw new Error(`unknown flag ${flag}`);
        inBlock = true;
        keep = Boolean(flags[flag]);
      } else if (word === 'else') keep = !keep;
      else {
        inBlock = false;
        keep = true;
      }
      continue;
    }
    if (!keep) continue;
    out.push(
      line.replace(/\{\{(\w+)\}\}/g, (_m, name) => {
        if (!(name in values)) throw new Error(`no value for {{${name}}}`);
        return values[name];
      }),
    );
  }
  if (inBlock) throw new Error('#if without #endif');
  return out.join('\n');
}

/**
 * The two site files (`tubekit.conf`, `tubekit-locations.conf`) for `options` (see
 * render-nginx.d.mts). Throws on a value that would break the config.
 */
export function renderNginx(options) {
  const upstreams = options.upstreams ?? [];
  if (upstreams.length === 0) throw new Error('at least one upstream (host:port) is needed');
  const appDir = absolutePath('appDir', options.appDir ?? '/srv/tubekit');
  const accel = options.mediaAccel ?? '/_media/';
  if (!/^\/(?:[\w-]+\/)+$/.test(accel)) throw new Error(`mediaAccel must look like /_media/, got ${accel}`);
  const https = options.https ?? null;
  const serverName = options.serverName ?? '_';
  if (!/^[\w.*-]+(?: [\w.*-]+)*$/.test(serverName)) throw new Error(`bad serverName ${serverName}`);
  const values = {
    UPSTREAM_SERVERS: upstreams
      .map((u, i) => `server ${listen(`upstreams[${i}]`, u)} ${UPSTREAM_HEALTH};`)
      .join('\n    '),
    SERVER_NAME: serverName,
    HTTP_LISTEN: listen('httpListen', options.httpListen ?? 80),
    HTTPS_LISTEN: https ? listen('https.listen', https.listen ?? 443) : '',
    TLS_CERTIFICATE: https ? absolutePath('https.certificate', https.certificate) : '',
    TLS_CERTIFICATE_KEY: https ? absolutePath('https.certificateKey', https.certificateKey) : '',
    ACCESS_LOG:
      options.accessLog === 'off'
        ? 'off'
        : absolutePath('accessLog', options.accessLog ?? '/var/log/nginx/tubekit.access.log'),
    INCLUDE_DIR: absolutePath('includeDir', options.includeDir ?? '/etc/nginx/tubekit'),
    SITE_CLIENT_DIR: absolutePath(
      'siteClientDir',
      options.siteClientDir ?? join(appDir, 'apps/site/dist/client'),
    ),
    EMBED_CLIENT_DIR: absolutePath(
      'embedClientDir',
      options.embedClientDir ?? join(appDir, 'apps/embed-iframe/dist/client'),
    ),
    EMBED_LOADER_FILE: absolutePath(
      'embedLoaderFile',
      options.embedLoaderFile ?? join(appDir, 'packages/embed/dist/embed.js'),
    ),
    MEDIA_ROOT: absolutePath('mediaRoot', options.mediaRoot ?? join(appDir, '.data/media')),
    MEDIA_ACCEL: accel,
  };
  const flags = { HTTPS: Boolean(https), HTTP_REDIRECT: Boolean(https) && options.httpRedirect !== false };
  const read = (name) => readFileSync(join(TEMPLATES, name), 'utf8');
  return {
    'tubekit.conf': fillTemplate(read('tubekit.conf'), values, flags),
    'tubekit-locations.conf': fillTemplate(read('tubekit-locations.conf'), values, flags),
  };
}

/**
 * Writes a runnable nginx under `prefix` (made if missing): nginx.conf (standalone.conf
 * around the site files), the site files, tmp/ and the logs, and returns the command that
 * runs it in the foreground. Started as root, nginx's workers run as nobody: the prefix is
 * made world-readable so they can enter it.
 */
export function writeNginxPrefix(prefix, options) {
  const dir = absolutePath('prefix', prefix);
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const files = renderNginx({
    accessLog: join(dir, 'access.log'),
    ...options,
    includeDir: dir,
  });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const standalone = fillTemplate(
    readFileSync(join(TEMPLATES, 'standalone.conf'), 'utf8'),
    { PREFIX: dir, WORKER_PROCESSES: String(options.workerProcesses ?? 1) },
    {},
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, standalone);
  chmodSync(dir, 0o755);
  return {
    conf,
    errorLog: join(dir, 'error.log'),
    command: NGINX_BINARY,
    args: ['-p', `${dir}/`, '-c', conf, '-e', join(dir, 'error.log')],
  };
}

/** The command line: writes tubekit.conf and tubekit-locations.conf into --out. */
function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      upstream: { type: 'string', multiple: true },
      'server-name': { type: 'string' },
      'app-dir': { type: 'string' },
      'media-root': { type: 'string' },
      'media-accel': { type: 'string' },
      'http-listen': { type: 'string' },
      'https-listen': { type: 'string' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'no-redirect': { type: 'boolean' },
      'access-log': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const out = values.out ?? '/etc/nginx/tubekit';
  const https =
    values.certificate || values['certificate-key']
      ? {
          certificate: values.certificate,
          certificateKey: values['certificate-key'],
          ...(values['https-listen'] ? { listen: values['https-listen'] } : {}),
        }
      : null;
  const files = renderNginx({
    upstreams: values.upstream ?? [],
    ...(values['server-name'] ? { serverName: values['server-name'] } : {}),
    ...(values['app-dir'] ? { appDir: values['app-dir'] } : {}),
    ...(values['media-root'] ? { mediaRoot: values['media-root'] } : {}),
    ...(values['media-accel'] ? { mediaAccel: values['media-accel'] } : {}),
    ...(values['http-listen'] ? { httpListen: values['http-listen'] } : {}),
    ...(values['access-log'] ? { accessLog: values['access-log'] } : {}),
    https,
    httpRedirect: !values['no-redirect'],
    includeDir: absolutePath('--out', out),
  });
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  console.log(
    `wrote ${Object.keys(files).join(', ')} into ${out}; include ${join(out, 'tubekit.conf')} in http {}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`render-nginx: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
