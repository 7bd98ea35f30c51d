import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A trivial node:http server answering every GET with a listing-sized JSON body derived from
 * the path. Used only with `--stand-in`, to check the harness (processes, nginx, load,
 * table) while the real app is not there.
 */
export function createStandInServer(): Server {
  return createServer((request, response) => {
    const path = request.url ?? '/';
    const videos = Array.from({ length: 24 }, (_, i) => ({
      video_id: i + 1,
      title: `Synthetic clip ${i + 1} for ${path}`,
      dir: `synthetic-clip-${i + 1}`,
      duration: 600 + i,
      rating: 80,
      video_viewed: 1000 * i,
    }));
    const body = Buffer.from(JSON.stringify({ videos, total_count: 1_000_000 }));
    const lifetime = path.endsWith('.jsond') ? 0 : 3600;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': lifetime > 0 ? `public, max-age=${lifetime}` : 'no-cache',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      'content-length': body.length,
    });
    response.end(body);
  });
}
