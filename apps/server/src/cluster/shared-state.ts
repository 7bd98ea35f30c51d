import type { Clock } from '../http/clock.ts';
import type { ViewBuffer } from '../social/view-buffer.ts';
import { ViewGate } from '../social/view-gate.ts';
import type { SharedPages } from '../ssr/page-layer.ts';
import { Leases } from './leases.ts';
import type { SharedResponses } from './response-layer.ts';
import { memoryBusNetwork, type SiteBus } from './site-bus.ts';
import { type WindowCount, WindowCounters } from './window-counters.ts';

/**
 * The state the server processes of one site must agree on (README "Processes"), behind
 * async calls so one implementation keeps it in this process (`localSharedState`: a single
 * process, tests), another in the cluster's primary (`ipcSharedState`) and one on Redis for
 * servers on several machines (`redisSharedState`).
 */
export interface SharedState {
  /** Cache invalidations and jobs for other processes. */
  bus: SiteBus;
  /** The rate limits' fixed windows (a scope per limit). */
  counters: {
    incr(scope: string, key: string, windowMs: number): Promise<WindowCount>;
    read(scope: string, key: string, windowMs: number): Promise<WindowCount>;
  };
  /** Leases held by this process (the uploads' PATCH in progress). */
  leases: {
    acquire(key: string): Promise<boolean>;
    release(key: string): void;
  };
  /** The view gate: whether a view counts (`ViewGate.admit`). */
  views: { admit(keys: readonly string[]): Promise<boolean> };
  /**
   * Where counted views wait for their flush, shared by every process (Redis). Absent: each
   * `ViewCounter` keeps its own in memory, which is right in one process family because
   * flushes add (`views = views + n`) and each process flushes on close (README "Processes").
   */
  viewBuffer?: ViewBuffer;
  /** The page cache's shared layer (Redis); absent: pages are kept per process only. */
  pages?: SharedPages;
  /** The JSON paths' response cache's shared layer (Redis); absent: answers are kept per process only. */
  responses?: SharedResponses;
}

/** The stores behind `SharedState`, synchronous: what a single process or the primary holds. */
export interface SharedStores {
  counters: WindowCounters;
  leases: Leases;
  views: ViewGate;
}

/** Fresh stores on `clock`. */
export function sharedStores(clock: Clock): SharedStores {
  return { counters: new WindowCounters(clock), leases: new Leases(), views: new ViewGate({ clock }) };
}

/** The owner name of this process's own leases in local stores. */
const SELF = 'self';

/** Shared state kept in this process: a single-process app (tests, tools). */
export function localSharedState(clock: Clock, bus: SiteBus = memoryBusNetwork().join()): SharedState {
  const stores = sharedStores(clock);
  return {
    bus,
    counters: {
      incr: async (scope, key, windowMs) => stores.counters.incr(scope, key, windowMs),
      read: async (scope, key, windowMs) => stores.counters.read(scope, key, windowMs),
    },
    leases: {
      acquire: async (key) => stores.leases.acquire(SELF, key),
      release: (key) => stores.leases.release(SELF, key),
    },
    views: { admit: async (keys) => stores.views.admit(keys) },
  };
}
