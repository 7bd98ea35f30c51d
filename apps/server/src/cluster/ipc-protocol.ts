import type { BusMessage } from './site-bus.ts';

/**
 * The messages between the cluster's primary and its processes (README "Processes"). Each
 * carries `tubekit`, so Node's own cluster messages are never taken for ours.
 */
export type IpcCall =
  | { tubekit: 'call'; id: number; op: 'incr' | 'read'; scope: string; key: string; windowMs: number }
  | { tubekit: 'call'; id: number; op: 'acquire'; key: string }
  | { tubekit: 'call'; id: number; op: 'admit'; keys: string[] }
  /** Answered once the primary has prepared the database (a server listens only then). */
  | { tubekit: 'call'; id: number; op: 'prepared' }
  /** No answer: a release never waits. */
  | { tubekit: 'release'; key: string }
  /** Relayed to every other process; the reply comes once they all ran it (or left). */
  | { tubekit: 'publish'; id: number; topic: string; message: BusMessage }
  | { tubekit: 'delivered'; seq: number }
  /** A server process listens (the primary's own 'listening' event misses reusePort servers). */
  | { tubekit: 'listening' };

/** From the primary to a process. */
export type IpcAnswer =
  | { tubekit: 'reply'; id: number; result?: unknown }
  | { tubekit: 'deliver'; seq: number; topic: string; message: BusMessage };

/** One end of an IPC channel (a cluster worker's `process`, or the primary's `Worker`). */
export interface IpcPort<Out, In> {
  send(message: Out): void;
  onMessage(listener: (message: In) => void): void;
}

/** Whether `value` is one of our messages (Node's cluster sends its own on the same channel). */
export function isOurs(value: unknown): value is { tubekit: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { tubekit?: unknown }).tubekit === 'string'
  );
}
