import { manualClock } from '../http/clock.ts';
import { ipcSharedState } from './ipc-client.ts';
import { IpcHub } from './ipc-hub.ts';
import type { IpcAnswer, IpcCall, IpcPort } from './ipc-protocol.ts';
import { sharedStores } from './shared-state.ts';

/** A channel like a cluster worker's: each message arrives on a later turn of the loop. */
function channel(): { hubSide: IpcPort<IpcAnswer, unknown>; processSide: IpcPort<IpcCall, unknown> } {
  const toHub: ((m: unknown) => void)[] = [];
  const toProcess: ((m: unknown) => void)[] = [];
  const later = (listeners: ((m: unknown) => void)[], message: unknown) =>
    setImmediate(() => {
      for (const listener of listeners) listener(structuredClone(message));
    });
  return {
    hubSide: { send: (m) => later(toProcess, m), onMessage: (l) => void toHub.push(l) },
    processSide: { send: (m) => later(toHub, m), onMessage: (l) => void toProcess.push(l) },
  };
}

/**
 * A primary's hub and `n` processes' shared state attached to it as `p0`, `p1`, ... in this
 * process, over channels that deliver like IPC (later, copied): what apps built with
 * `shared: processes[i]` share in a cluster.
 */
export function memoryCluster(n: number) {
  const clock = manualClock();
  const stores = sharedStores(clock);
  const hub = new IpcHub(stores, Promise.resolve(), 50);
  const processes = Array.from({ length: n }, (_, i) => {
    const { hubSide, processSide } = channel();
    hub.attach(`p${i}`, hubSide);
    return ipcSharedState(processSide);
  });
  return { hub, stores, clock, processes };
}
