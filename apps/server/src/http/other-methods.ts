import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

/**
 * Answers the methods of `url` other than `allow` 405 `method_not_allowed` with an `Allow`
 * header naming them (HEAD goes with GET): for the form endpoints, `POST` only or `GET`
 * and `POST`.
 */
export function refuseOtherMethods(
  app: FastifyInstance,
  url: string,
  allow: readonly ('GET' | 'POST')[] = ['POST'],
): void {
  const all = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  app.route({
    method: all.filter(
      (m) => !(allow as readonly string[]).includes(m) && !(m === 'HEAD' && allow.includes('GET')),
    ),
    url,
    handler: (_request, reply) => {
      reply.header('allow', allow.join(', '));
      throw new ApiError('method_not_allowed');
    },
  });
}
