import type { Worker } from 'node:cluster';
import type { IpcAnswer, IpcCall, IpcPort } from './ipc-protocol.ts';

/** This cluster process's channel to the primary. */
export function primaryPort(): IpcPort<IpcCall, unknown> {
  return {
    send(message) {
      // Refused once the channel closed: the process is exiting (its primary is gone).
      if (process.connected) process.send?.(message);
    },
    onMessage: (listener) => void process.on('message', listener),
  };
}

/** The primary's channel to one of its processes. */
export function workerPort(worker: Worker): IpcPort<IpcAnswer, unknown> {
  return {
    send(message) {
      if (worker.isConnected()) worker.send(message);
    },
    onMessage: (listener) => void worker.on('message', listener),
  };
}
