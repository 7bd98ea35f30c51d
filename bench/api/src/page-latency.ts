/** One request of a scenario and what its answer must hold. */
export interface PageRequest {
  path: string;
  /** A form-encoded POST when present (the site's JSON calls), else a GET. */
  form?: Record<string, string>;
  headers: Record<string, string>;
  /** Strings the body must contain (after the transfer encoding is undone). */
  expect: string[];
}

/** A named scenario: its requests, taken in turn. */
export interface Scenario {
  name: string;
  requests: PageRequest[];
}

/** Per scenario: every measured time in ms, and the mean body size in bytes. */
export interface ScenarioSamples {
  name: string;
  ms: number[];
  bytes: number;
}

/** Requests one page and checks the answer; returns its time in ms and its body's size. */
async function timed(base: string, request: PageRequest): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${request.path}`, {
    method: request.form ? 'POST' : 'GET',
    headers: request.form
      ? { ...request.headers, 'content-type': 'application/x-www-form-urlencoded', origin: base }
      : request.headers,
    redirect: 'manual',
    ...(request.form ? { body: new URLSearchParams(request.form) } : {}),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  const missing = request.expect.find((s) => !body.includes(s));
  if (res.status !== 200 || missing !== undefined)
    throw new Error(
      `${request.form ? 'POST' : 'GET'} ${request.path} answered ${res.status}` +
        (missing !== undefined ? ` without ${JSON.stringify(missing)}` : '') +
        `: ${body.slice(0, 300)}`,
    );
  return { ms, bytes: Buffer.byteLength(body) };
}

/**
 * Runs the scenarios one request at a time, interleaved (one request of each in turn, then
 * the next round), so a burst of other work on the shared machine lands on every scenario
 * alike and their ratio holds even when the absolute figures move. `warmup` rounds first,
 * not recorded (the site bundle's first renders, the response cache, SQLite's pages: give
 * it at least one pass over every scenario's requests, first visits are measureOnce's),
 * then `runs` recorded rounds. Every answer is checked; a wrong one stops the run.
 */
export async function measureInterleaved(
  base: string,
  scenarios: Scenario[],
  runs: number,
  warmup: number,
): Promise<ScenarioSamples[]> {
  const out = scenarios.map((s) => ({ name: s.name, ms: [] as number[], totalBytes: 0 }));
  for (let round = 0; round < warmup + runs; round++) {
    for (const [i, scenario] of scenarios.entries()) {
      const request = scenario.requests[round % scenario.requests.length];
      if (!request) throw new Error(`scenario ${scenario.name} has no requests`);
      const { ms, bytes } = await timed(base, request);
      const samples = out[i];
      if (round < warmup || !samples) continue;
      samples.ms.push(ms);
      samples.totalBytes += bytes;
    }
  }
  return out.map(({ name, ms, totalBytes }) => ({ name, ms, bytes: totalBytes / Math.max(1, ms.length) }));
}

/**
 * Each request once, in order: the first visit of pages nobody has asked for yet, so every
 * JSON answer behind them is computed, not read from the response cache. Returns the times
 * in ms, in the requests' order.
 */
export async function measureOnce(base: string, requests: PageRequest[]): Promise<number[]> {
  const out: number[] = [];
  for (const request of requests) out.push((await timed(base, request)).ms);
  return out;
}
