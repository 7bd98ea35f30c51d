import type { FastifyPluginAsync } from 'fastify';
import { sendMediaError, sendMediaFile } from '../media/serve-file.ts';
import { servedProfileImage } from './image-store.ts';

/** A picture's URL changes with its bytes (the name carries their hash): cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/members/{thousand}/{user_id}/{avatar|cover}-{hash}.jpg: the profile pictures
 * member.php wrote, and nothing else under the media root (the allow-list of image-store.ts).
 */
export const memberImageRoutes: FastifyPluginAsync<{ mediaRoot: string }> = async (app, { mediaRoot }) => {
  app.get('/media/members/*', async (request, reply) => {
    const file = servedProfileImage(mediaRoot, (request.params as { '*': string })['*']);
    if (!file) return sendMediaError(reply, 404, 'not_found');
    return sendMediaFile(request, reply, file, { cacheControl: IMMUTABLE });
  });
};
