import type { UploadErrorAnswer, UploadErrorCode, UploadFieldError } from '@tubekit/contract';
import type { FastifyReply } from 'fastify';

/** Sends a video_edit.php answer: never cached (it is one member's upload). */
export function sendAnswer(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

/** Sends the contract's error answer. */
export function sendErrors(reply: FastifyReply, status: number, codes: UploadFieldError[]): FastifyReply {
  const body: UploadErrorAnswer = { error: true, codes };
  return sendAnswer(reply, status, body);
}

/** One `notify` error: the form as a whole ("Video not uploaded", "Error [{code}] …"). */
export function sendNotify(reply: FastifyReply, status: number, code: UploadErrorCode): FastifyReply {
  return sendErrors(reply, status, [{ field: 'notify', code }]);
}
