import type { AccountAnswer, AccountFieldError } from '@tubekit/contract';
import type { FastifyReply } from 'fastify';

/** Sends a login.php / signup.php answer; account answers are never cached. */
export function sendAccount(reply: FastifyReply, status: number, body: AccountAnswer): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

/** The error answer `{error: true, codes}` with its status. */
export function sendCodes(reply: FastifyReply, status: number, codes: AccountFieldError[]): FastifyReply {
  return sendAccount(reply, status, { error: true, codes });
}
