/** What one GET answered, fetched once outside the load. */
export interface Fetched {
  status: number;
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/** One GET with a time limit; no Accept-Encoding, like the load (identity bodies on both servers). */
export async function fetchOnce(url: string): Promise<Fetched> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

/** A path with its median time over a few sequential requests (no concurrency). */
export interface PathTiming {
  path: string;
  status: number;
  ms: number;
}

/**
 * Times each distinct path alone (median of `repeats`), slowest first: points at the query
 * to look at when a latency target fails.
 */
export async function timePaths(
  baseUrl: string,
  paths: readonly string[],
  repeats = 3,
): Promise<PathTiming[]> {
  const out: PathTiming[] = [];
  for (const path of new Set(paths)) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < repeats; i++) {
      const started = performance.now();
      const answer = await fetchOnce(`${baseUrl}${path}`);
      times.push(performance.now() - started);
      status = answer.status;
    }
    times.sort((a, b) => a - b);
    out.push({ path, status, ms: times[Math.floor(times.length / 2)] ?? Number.NaN });
  }
  return out.sort((a, b) => b.ms - a.ms);
}

/**
 * Waits until `url` answers fast again (the server has drained requests still queued from
 * the previous scenario), so one scenario's backlog is not measured in the next. Bounded.
 */
export async function settle(url: string, fastMs = 50, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const t0 = performance.now();
    await fetchOnce(url).catch(() => null);
    if (performance.now() - t0 < fastMs) break;
  }
  return performance.now() - started;
}

/**
 * Requests each distinct path once, one at a time (bounded): per-filter state the app keeps
 * on purpose (listing totals, the suggestion lists) is then warm, as in steady traffic.
 * Returns the slowest first request, which is what a cold filter costs.
 */
export async function prime(
  baseUrl: string,
  paths: readonly string[],
  timeoutMs = 120_000,
): Promise<PathTiming | null> {
  const started = performance.now();
  let slowest: PathTiming | null = null;
  for (const path of new Set(paths)) {
    if (performance.now() - started > timeoutMs) break;
    const t0 = performance.now();
    const answer = await fetchOnce(`${baseUrl}${path}`);
    const ms = performance.now() - t0;
    if (!slowest || ms > slowest.ms) slowest = { path, status: answer.status, ms };
  }
  return slowest;
}
