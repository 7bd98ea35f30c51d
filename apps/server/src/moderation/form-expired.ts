import type { FastifyReply } from 'fastify';

/**
 * The refusal of a POST without this browser's form token: 403 in the account forms' shape
 * (`{error, codes: [{field: 'notify', code: 'form_expired'}]}`), as member.php answers it, so
 * the site's form code asks form.php for a new token and sends again.
 */
export function formExpired(reply: FastifyReply): FastifyReply {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send({ error: true, codes: [{ field: 'notify', code: 'form_expired' }] });
}
