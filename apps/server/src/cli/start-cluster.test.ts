import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/redis-test-kit.ts';
import { type CommandProcess, runCommand } from './process-test-kit.ts';

/**
 * `pnpm start` with TUBEKIT_SERVER_PROCESSES=2, as real processes on a temporary data dir:
 * which process answered a request is read from the server's own JSON log (TUBEKIT_LOG=1
 * logs each request with its pid), so no header tells visitors anything.
 */
const PROCESSES_LINE =
  /\[start\] 2 server processes \(pids (\d+), (\d+)\), job process \(pid (\d+)\), primary \(pid (\d+)\)/;

let dataDir = '';
let port = 0;
let start: CommandProcess;
const pids = { servers: [] as number[], jobs: 0, primary: 0 };
const outputMatch = (pattern: RegExp, timeoutMs?: number) => start.waitFor(pattern, timeoutMs);

interface Answer {
  status: number;
  body: string;
}

/** One request over `agent` (one kept-alive connection: one server process). */
function call(
  agent: Agent,
  method: string,
  path: string,
  body?: string,
  accept = 'application/json',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          accept,
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    req.end(body);
  });
}

let probes = 0;
/** The pid of the server process that serves `agent`'s connection, from its request log. */
async function pidOf(agent: Agent): Promise<number> {
  const probe = `probe-${++probes}-${Date.now()}`;
  expect((await call(agent, 'GET', `/robots.txt?${probe}`)).status).toBe(200);
  const line = await outputMatch(new RegExp(`"pid":(\\d+)[^\\n]*${probe}`));
  return Number(line[1]);
}

/** A kept-alive connection of its own (so one server process answers all its requests). */
const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });

/** One connection to each server process, found by opening connections until both answered. */
async function oneConnectionEach(): Promise<Map<number, Agent>> {
  const byPid = new Map<number, Agent>();
  for (let i = 0; i < 20 && byPid.size < 2; i++) {
    const agent = connection();
    const pid = await pidOf(agent);
    if (byPid.has(pid)) agent.destroy();
    else byPid.set(pid, agent);
  }
  return byPid;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tubekit-cluster-'));
  port = await freePort();
  start = runCommand('src/cli/start.ts', ['--videos', '40', '--clips', '1', '--no-media'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    TUBEKIT_DATA_DIR: dataDir,
    TUBEKIT_SECRET: 'cluster-test-secret-0123456789',
    TUBEKIT_SERVER_PROCESSES: '2',
    TUBEKIT_LOG: '1',
  });
  const line = await outputMatch(PROCESSES_LINE, 90_000);
  pids.servers = [Number(line[1]), Number(line[2])];
  pids.jobs = Number(line[3]);
  pids.primary = Number(line[4]);
}, 120_000);

afterAll(async () => {
  start?.killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A listed video of the seeded catalogue and its current likes. */
function aVideo(): { id: number; dir: string; likes: number } {
  const db = new SQLite(join(dataDir, 'tubekit.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT video_id, dir, likes FROM videos ORDER BY video_id LIMIT 1').get() as {
      video_id: number;
      dir: string;
      likes: number;
    };
    return { id: row.video_id, dir: row.dir, likes: row.likes };
  } finally {
    db.close();
  }
}

describe('pnpm start with TUBEKIT_SERVER_PROCESSES=2 (real processes)', () => {
  it('runs two server processes that both answer, and the job process apart from them and the primary', async () => {
    expect(new Set([...pids.servers, pids.jobs, pids.primary]).size).toBe(4);
    expect(start.output().match(/Tubekit is running at /g)).toHaveLength(1);
    const byPid = await oneConnectionEach();
    expect([...byPid.keys()].sort()).toEqual([...pids.servers].sort());
    await outputMatch(new RegExp(`\\[jobs\\] job process ${pids.jobs}:`));
    // The job process is alive, and no server process runs the worker (only it logs so).
    expect(() => process.kill(pids.jobs, 0)).not.toThrow();
    expect(start.output()).not.toMatch(new RegExp(`\\[jobs\\] job process (${pids.servers.join('|')}):`));
    for (const agent of byPid.values()) agent.destroy();
  });

  it("a vote through one process shows at once in the other's cached JSON and page; the input.php limit's 61st call is 429 through either", async () => {
    const byPid = await oneConnectionEach();
    const [one, other] = [...byPid.values()] as [Agent, Agent];
    const video = aVideo();
    const json = `/json/video/86400/0/0/${video.id}.json`;
    const page = `/video/${video.id}/${video.dir}/`;
    // The other process caches the answer and the page (the second read is a hit).
    for (let i = 0; i < 2; i++) {
      expect(JSON.parse((await call(other, 'GET', json)).body).likes).toBe(video.likes);
      expect((await call(other, 'GET', page, undefined, 'text/html')).body).toContain(
        `"likes":${video.likes},`,
      );
    }
    const vote = await call(
      one,
      'POST',
      '/input.php',
      `act=vote&section=videos&object_id=${video.id}&vote=1`,
    );
    expect(vote.status).toBe(200);
    expect(JSON.parse((await call(other, 'GET', json)).body).likes).toBe(video.likes + 1);
    expect((await call(other, 'GET', page, undefined, 'text/html')).body).toContain(
      `"likes":${video.likes + 1},`,
    );

    // input.php: 60 calls a minute per address, counted across both processes (the vote was the 1st).
    const view = `act=view&section=videos&object_id=${video.id}`;
    for (let n = 2; n <= 60; n++) {
      const answer = await call(n % 2 ? one : other, 'POST', '/input.php', view);
      expect(answer.status, `call ${n}`).toBe(200);
    }
    expect((await call(other, 'POST', '/input.php', view)).status).toBe(429);
    expect((await call(one, 'POST', '/input.php', view)).status).toBe(429);
    for (const agent of byPid.values()) agent.destroy();
  });

  it('replaces a killed server process, and requests keep being answered meanwhile and after', async () => {
    const [victim, survivor] = pids.servers as [number, number];
    process.kill(victim, 'SIGKILL');
    const replaced = await outputMatch(
      new RegExp(`\\[start\\] server process ${victim} exited \\(SIGKILL\\); started (\\d+) in its place`),
    );
    // New connections go to the live process while the new one starts.
    for (let i = 0; i < 4; i++) expect((await call(connection(), 'GET', '/robots.txt')).status).toBe(200);
    const newcomer = Number(replaced[1]);
    pids.servers = [survivor, newcomer];
    await outputMatch(new RegExp(`"pid":${newcomer},[^\\n]*"msg":"Server listening`));
    const byPid = await oneConnectionEach();
    expect([...byPid.keys()].sort()).toEqual([survivor, newcomer].sort());
    for (const agent of byPid.values()) agent.destroy();
  });

  it('SIGTERM stops every process and the primary exits 0', async () => {
    start.child.kill('SIGTERM');
    expect(await start.exited()).toBe(0);
    for (const pid of [...pids.servers, pids.jobs]) expect(() => process.kill(pid, 0)).toThrow();
  });
});
