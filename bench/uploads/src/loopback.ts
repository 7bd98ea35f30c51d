import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { timed } from './timing.ts';

/**
 * The loopback ceiling: seconds to send `size` bytes (`chunk` over and over) on one raw TCP
 * socket to a process that drops them (discard-server.ts). What any upload over loopback on
 * this machine is bounded by, before HTTP, tus or the disk.
 */
export async function loopbackSeconds(size: number, chunk: Buffer): Promise<number> {
  const child = fork(join(import.meta.dirname, 'discard-server.ts'), ['--size', String(size)]);
  try {
    const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const { seconds } = await timed(async () => {
      for (let sent = 0; sent < size; sent += chunk.length) {
        if (!socket.write(chunk.subarray(0, Math.min(chunk.length, size - sent))))
          await new Promise((resolve) => socket.once('drain', resolve));
      }
      await new Promise((resolve) => socket.once('data', resolve));
    });
    socket.destroy();
    return seconds;
  } finally {
    child.disconnect();
  }
}
