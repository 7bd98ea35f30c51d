import type { PlayerAdsConfig } from '@tubekit/contract';
import { browserApi } from './browser-transport.ts';
import type { ApiTransport } from './transport.ts';

/** The loader context the server passes to react-router's static handler. */
export interface ServerLoaderContext {
  api: ApiTransport;
  /** The player's ads from server configuration (the root loader hands them to the page). */
  ads?: PlayerAdsConfig;
}

/**
 * The transport for a loader: the per-request one the server put in the context, or the
 * browser's axios transport (the browser router passes no such context).
 */
export function apiFromContext(context: unknown): ApiTransport {
  if (context && typeof context === 'object' && 'api' in context) return (context as ServerLoaderContext).api;
  return browserApi();
}
