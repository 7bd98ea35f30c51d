// Runs the rendered config (render-nginx.mjs) as a foreground child on loopback: the one
// nginx starter of the tests, the cluster test and bench/cluster (types: run-nginx.d.mts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_BINARY, writeNginxPrefix } from './render-nginx.mjs';

/** Why nginx cannot run here, or null. */
export function nginxMissing() {
  return existsSync(NGINX_BINARY) ? null : `${NGINX_BINARY} is not installed (apt-get install nginx-light)`;
}

/** `nginx -t` on a prefix written by writeNginxPrefix: resolves with its output, rejects on failure. */
export function testNginxConfig(written) {
  return new Promise((resolve, reject) => {
    const child = spawn(written.command, ['-t', ...written.args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`nginx -t failed (${code}):\n${output}`)),
    );
  });
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
async function waitForPort(port, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Writes the config into a fresh temp prefix (options as writeNginxPrefix; `port` is the
 * plain-HTTP port on 127.0.0.1), starts nginx in the foreground and resolves once it listens.
 * `stop()` ends it (SIGTERM, SIGKILL after 5 s) and removes the prefix unless `keep`.
 */
export async function startNginx(options) {
  const { port, keep, ...rest } = options;
  const prefix = options.prefix ?? mkdtempSync(join(tmpdir(), 'tubekit-nginx-'));
  const written = writeNginxPrefix(prefix, { ...rest, httpListen: `127.0.0.1:${port}` });
  const child = spawn(written.command, written.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errorLog = () => (existsSync(written.errorLog) ? readFileSync(written.errorLog, 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!keep && !options.prefix) rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr}${errorLog()}`);
  }
  return { origin: `http://127.0.0.1:${port}`, prefix, pid: child.pid, errorLog, stop };
}
