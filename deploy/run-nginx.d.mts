import type { NginxOptions } from './render-nginx.d.mts';

/** Why nginx cannot run here, or null. */
export function nginxMissing(): string | null;

/** `nginx -t` on what writeNginxPrefix wrote; rejects with nginx's output on failure. */
export function testNginxConfig(written: { command: string; args: string[] }): Promise<string>;

/** A running foreground nginx. */
export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  prefix: string;
  pid: number | undefined;
  /** The error log's text so far. */
  errorLog(): string;
  /** SIGTERM (SIGKILL after 5 s), then removes the temp prefix unless `keep` or a given prefix. */
  stop(): Promise<void>;
}

/**
 * Renders the config into a temp prefix (or `prefix`), serves plain HTTP on 127.0.0.1:`port`.
 * Run as root, nginx's workers are `nobody`: the prefix is made world-readable, but a given
 * `prefix`'s parents and the media root must be too (a mkdtemp dir is 0700: chmod it 0755).
 */
export function startNginx(
  options: Omit<NginxOptions, 'includeDir' | 'httpListen'> & {
    port: number;
    prefix?: string;
    keep?: boolean;
    workerProcesses?: number;
  },
): Promise<RunningNginx>;
