import type { IpcAnswer, IpcCall, IpcPort } from './ipc-protocol.ts';
import { isOurs } from './ipc-protocol.ts';
import type { SharedState } from './shared-state.ts';
import { TopicListeners } from './site-bus.ts';
import type { WindowCount } from './window-counters.ts';

/** Distributes `Omit` over a union, so each call keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * A server or job process's view of the shared state: each call is a message to the
 * cluster's primary (`IpcHub`) and its answer; the bus's deliveries run this process's
 * listeners and are confirmed, so the publisher's write is answered only once they ran.
 */
export function ipcSharedState(
  port: IpcPort<IpcCall, unknown>,
  onError: (err: unknown) => void = () => {},
): SharedState & { prepared(): Promise<void> } {
  const waiting = new Map<number, (result: unknown) => void>();
  const listeners = new TopicListeners();
  let nextId = 0;

  port.onMessage((raw) => {
    if (!isOurs(raw)) return;
    const message = raw as IpcAnswer;
    if (message.tubekit === 'reply') {
      const resolve = waiting.get(message.id);
      waiting.delete(message.id);
      resolve?.(message.result);
    } else if (message.tubekit === 'deliver') {
      listeners.deliver(message.topic, message.message, onError);
      port.send({ tubekit: 'delivered', seq: message.seq });
    }
  });

  const ask = <T>(call: WithoutId<Extract<IpcCall, { id: number }>>): Promise<T> =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve as (result: unknown) => void);
      port.send({ ...call, id } as IpcCall);
    });

  return {
    prepared: () => ask<void>({ tubekit: 'call', op: 'prepared' }),
    bus: {
      publish: (topic, message) => ask<void>({ tubekit: 'publish', topic, message }),
      subscribe: (topic, listener) => listeners.add(topic, listener),
    },
    counters: {
      incr: (scope, key, windowMs) => ask<WindowCount>({ tubekit: 'call', op: 'incr', scope, key, windowMs }),
      read: (scope, key, windowMs) => ask<WindowCount>({ tubekit: 'call', op: 'read', scope, key, windowMs }),
    },
    leases: {
      acquire: (key) => ask<boolean>({ tubekit: 'call', op: 'acquire', key }),
      release: (key) => port.send({ tubekit: 'release', key }),
    },
    views: { admit: (keys) => ask<boolean>({ tubekit: 'call', op: 'admit', keys: [...keys] }) },
  };
}
