import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { PAGE_HEADERS } from './wrk.ts';

/** One answer as it came over the wire (the body not decompressed). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET `url` with the bench's page headers; the body is the bytes sent (fetch would gunzip). */
export function getRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: PAGE_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The gzip bytes `url` answers and their identity form, after checking it is a whole HTML
 * page (200, gzip, text/html), so no target is measured on an error page or a redirect.
 */
export async function pageBytes(url: string): Promise<{ gzip: Buffer; html: Buffer }> {
  const answer = await getRaw(url);
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip' || !type.startsWith('text/html'))
    throw new Error(
      `GET ${url}: ${answer.status} ${type} encoding ${String(answer.headers['content-encoding'])}, expected a gzip HTML page`,
    );
  return { gzip: answer.body, html: gunzipSync(answer.body) };
}
