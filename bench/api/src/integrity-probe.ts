import { Agent, request as httpRequest } from 'node:http';
import { mainPath, videoPath } from '@tubekit/contract';

/** One POST to input.php as a browser on the site would send it. */
export interface StatPost {
  fields: Record<string, string>;
  userAgent: string;
  /** Cookie header to send; none when absent. */
  cookie?: string;
}

/** What a run of posts achieved. */
export interface PostTally {
  sent: number;
  /** Answers `{ok: true}` (a vote with statistics: one that counted). */
  ok: number;
  /** Answers 429 rate_limited. */
  limited: number;
  /** Every other answer by status. */
  other: Record<number, number>;
}

/** POSTs input.php; the answer's status and JSON body (null when not JSON). */
export async function postStat(
  baseUrl: string,
  post: StatPost,
): Promise<{ status: number; body: unknown; setCookie: string[] }> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'user-agent': post.userAgent,
    // A same-origin page of the site, as the browser labels it.
    'sec-fetch-site': 'same-origin',
  };
  if (post.cookie) headers.cookie = post.cookie;
  const response = await fetch(`${baseUrl}/input.php`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(post.fields).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, setCookie: response.headers.getSetCookie() };
}

/**
 * Sends posts made by `make(i)` one after another for `seconds`, and tallies the answers.
 * `onAnswer` sees each answer (to keep a cookie, say).
 */
export async function postFor(
  baseUrl: string,
  seconds: number,
  make: (i: number) => StatPost,
  onAnswer: (answer: { setCookie: string[] }) => void = () => {},
): Promise<PostTally> {
  const tally: PostTally = { sent: 0, ok: 0, limited: 0, other: {} };
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const answer = await postStat(baseUrl, make(tally.sent));
    tally.sent += 1;
    onAnswer(answer);
    const body = answer.body as { ok?: boolean } | null;
    if (answer.status === 200 && body?.ok === true) tally.ok += 1;
    else if (answer.status === 429) tally.limited += 1;
    else tally.other[answer.status] = (tally.other[answer.status] ?? 0) + 1;
  }
  return tally;
}

/** Two video ids of the home listing (the first for votes, the second for views). */
export async function pickVideos(baseUrl: string): Promise<[number, number]> {
  const path = mainPath.build({ lifetime: 3600, gender: 'str', lang: 'en' });
  const response = await fetch(`${baseUrl}/${path}`);
  if (!response.ok) throw new Error(`GET /${path} answered ${response.status}`);
  const main = (await response.json()) as { videos?: { video_id: number | string }[] };
  const ids = (main.videos ?? []).map((v) => Number(v.video_id));
  if (ids.length < 2) throw new Error('the home listing has fewer than 2 videos: seed the catalogue first');
  return [ids[0] as number, ids[1] as number];
}

/** A video's likes and views read uncached (`jsond`), as the database has them now. */
export async function videoCounts(baseUrl: string, id: number): Promise<{ likes: number; views: number }> {
  const path = videoPath.build({ lifetime: 0, video_id: id });
  const response = await fetch(`${baseUrl}/${path}`);
  if (!response.ok) throw new Error(`GET /${path} answered ${response.status}`);
  const video = (await response.json()) as { likes?: number | string; video_viewed?: number | string };
  return { likes: Number(video.likes ?? 0), views: Number(video.video_viewed ?? 0) };
}

/**
 * A path as the request line carries it. Node's client refuses raw control and non-ASCII
 * characters in a path (a browser would percent-encode them), so those bytes are encoded;
 * everything else (dot segments, backslashes, repeated slashes, broken escapes) goes as is,
 * unlike `fetch`, whose URL parser would normalise them away.
 */
export function requestLinePath(path: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters Node refuses.
  return path.replace(/[\u0000-\u0020\u007f-\u{10ffff}]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: the replacement character's bytes
    }
  });
}

/** One GET of the probe: a raw path, and the headers a browser would add. */
export interface ProbeRequest {
  path: string;
  accept?: string;
  cookie?: string;
}

function getStatus(agent: Agent, port: number, item: ProbeRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (item.accept) headers.accept = item.accept;
  if (item.cookie) headers.cookie = item.cookie;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: requestLinePath(item.path), agent, headers, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** Status counts of GETting every path (with `concurrency` in flight), and the first 5xx paths. */
export async function statusesOf(
  baseUrl: string,
  paths: readonly ProbeRequest[],
  concurrency = 8,
): Promise<{ byStatus: Record<number, number>; fiveXx: string[]; failed: string[] }> {
  const port = Number(new URL(baseUrl).port || 80);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const byStatus: Record<number, number> = {};
  const fiveXx: string[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const item = paths[next++] as ProbeRequest;
      try {
        const status = await getStatus(agent, port, item);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (status >= 500) fiveXx.push(`${status} ${item.path}`);
      } catch (error) {
        failed.push(`${JSON.stringify(item.path)}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { byStatus, fiveXx, failed };
}
