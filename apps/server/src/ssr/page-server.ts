import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { PageFastPath } from './page-fast-path.ts';

/** The Fastify options the factory applies to the server, as Fastify does to its own. */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * A Fastify `serverFactory`: the same HTTP server Fastify makes (its options, timeouts and
 * limits, as fastify/lib/server.js sets them), whose requests go to the page fast path first
 * (page-fast-path.ts) and to the app when it does not answer. `holder.current` is filled in
 * by the ssr plugin when the app is built.
 */
export function pageServerFactory(holder: { current: PageFastPath | null }) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FactoryOptions): Server => {
    const server = createServer(options.http ?? {}, (req, res) => {
      if (!holder.current?.serve(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
