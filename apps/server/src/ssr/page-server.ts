import { type IncomingMessage, Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { PageFastPath } from './page-fast-path.ts';
import { PageLane } from './page-lane.ts';

/** The Fastify options the factory applies to the server, as Fastify does to its own. */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Node's HTTP server with the page lane in front of it (page-lane.ts): a new connection goes
 * to the lane, which hands it to the server's own connection listener at its first request
 * the lane does not answer. Closing the server's idle connections closes the lane's too.
 */
export class PageServer extends Server {
  private readonly lane: PageLane;

  constructor(
    options: ServerOptions,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    holder: { current: PageFastPath | null },
  ) {
    super(options, handler);
    // Node's server has one 'connection' listener, its own, set in its constructor.
    const own = this.listeners('connection');
    if (own.length !== 1)
      throw new Error(`PageServer: expected Node's one connection listener, found ${own.length}`);
    const nodeConnection = own[0] as (socket: Socket) => void;
    this.removeAllListeners('connection');
    this.lane = new PageLane(this, holder, (socket) => nodeConnection.call(this, socket));
    this.on('connection', (socket: Socket) => this.lane.accept(socket));
  }

  override closeIdleConnections(): void {
    this.lane.closeIdle();
    super.closeIdleConnections();
  }

  override closeAllConnections(): void {
    this.lane.closeIdle();
    super.closeAllConnections();
  }
}

/**
 * A Fastify `serverFactory`: the same HTTP server Fastify makes (its options, timeouts and
 * limits, as fastify/lib/server.js sets them), whose connections start in the page lane
 * (page-lane.ts) and whose requests go to the page fast path first (page-fast-path.ts) and
 * to the app when it does not answer. `holder.current` is filled in by the ssr plugin when
 * the app is built.
 */
export function pageServerFactory(holder: { current: PageFastPath | null }) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FactoryOptions): Server => {
    const server = new PageServer(
      options.http ?? {},
      (req, res) => {
        if (!holder.current?.serve(req, res)) handler(req, res);
      },
      holder,
    );
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
