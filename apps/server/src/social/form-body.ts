import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/** The largest form body input.php reads; a stat call is a few short fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Lets `app` read form-encoded bodies as a plain object of strings (the last value wins
 * for a repeated key). Six lines instead of @fastify/formbody; skipped when an outer plugin
 * already installed a form parser, since Fastify refuses a second one.
 */
export function installFormBody(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null);
      for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
      done(null, fields);
    },
  );
}
