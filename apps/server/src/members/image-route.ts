import type { FastifyPluginAsync } from 'fastify';
import { sendMediaError } from '../media/serve-file.ts';
import { sendStoredFile } from '../media/serve-stored.ts';
import type { FileStore } from '../storage/file-store.ts';
import { servedProfileImage } from './image-store.ts';

/** A picture's URL changes with its bytes (the name carries their hash): cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/members/{thousand}/{user_id}/{avatar|cover}-{hash}.jpg: the profile pictures
 * member.php wrote, and nothing else of the media store (the allow-list of image-store.ts).
 * On local disk the bytes; in S3 a redirect to the bucket (`sendStoredFile`).
 */
export const memberImageRoutes: FastifyPluginAsync<{ store: FileStore }> = async (app, { store }) => {
  app.get('/media/members/*', async (request, reply) => {
    const key = servedProfileImage((request.params as { '*': string })['*']);
    if (!key) return sendMediaError(reply, 404, 'not_found');
    return sendStoredFile(request, reply, store, key, { cacheControl: IMMUTABLE });
  });
};
