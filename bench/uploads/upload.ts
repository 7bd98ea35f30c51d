/**
 * Upload bench (issue #18): a tus upload over loopback through the real app (a signed-in
 * member, `video_edit.php act=start`, then tus POST and PATCHes of UPLOAD_CHUNK_BYTES as the
 * site's tus-js-client sends them) against writing the same bytes to the same disk with
 * an fsync (the physical limit), and the server's memory while it receives them. Prints
 * figures; not a test. See README.md.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/cli/v8-tuning.ts';
import { UPLOAD_CHUNK_BYTES, UPLOAD_TUS_PATH, VIDEO_EDIT_PATH } from '../../packages/contract/src/uploads.ts';
import { loopbackSeconds } from './src/loopback.ts';
import { cpuSecondsOf, mib, sampleRss } from './src/rss.ts';
import { load, timed } from './src/timing.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '2G' },
    runs: { type: 'string', default: '3' },
    data: { type: 'string', default: join(import.meta.dirname, '.data') },
  },
});
const units: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };
const sizeMatch = /^(\d+)([KMG]?)$/i.exec(String(values.size));
if (!sizeMatch) throw new Error('usage: upload.ts [--size 2G|512M|...] [--runs 3]');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 10)
  throw new Error('--runs: 1 to 10 (the daily upload quota)');
const size = Number(sizeMatch[1]) * (units[(sizeMatch[2] ?? '').toUpperCase()] as number);
// One random chunk sent over and over: the client costs no disk reads, and the bytes do not compress.
const chunk = randomBytes(UPLOAD_CHUNK_BYTES);
const mbps = (seconds: number) => `${(size / 1024 ** 2 / seconds).toFixed(0)} MiB/s`;

await mkdir(values.data as string, { recursive: true });
const work = await mkdtemp(join(values.data as string, 'upload-run-'));
console.log(
  `upload bench: ${mib(size)} in tus PATCHes of ${mib(UPLOAD_CHUNK_BYTES)}, data under ${work} (load ${load()})`,
);

/** The physical limit: the same bytes written to the same filesystem, then fsync. */
async function diskWrite(): Promise<number> {
  const path = join(work, 'raw-disk-write.bin');
  const { seconds } = await timed(async () => {
    const file = await open(path, 'w');
    for (let at = 0; at < size; at += chunk.length)
      await file.write(chunk, 0, Math.min(chunk.length, size - at));
    await file.sync();
    await file.close();
  });
  await rm(path);
  return seconds;
}

interface Ready {
  address: string;
  cookies: string;
  csrf: string;
  uploadIds: number[];
}

/** One PATCH of `body` on `agent`'s socket: its status and `Upload-Offset`. */
function patch(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; offset: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PATCH', agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, offset: String(res.headers['upload-offset']) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function tusUpload(server: Ready, uploadId: number, onStart: () => void): Promise<number> {
  const headers = { 'tus-resumable': '1.0.0', cookie: server.cookies, 'x-csrf-token': server.csrf };
  const created = await fetch(`${server.address}${UPLOAD_TUS_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(size),
      'upload-metadata': `upload_id ${Buffer.from(String(uploadId)).toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus POST answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get('location') as string, `${server.address}${UPLOAD_TUS_PATH}`);
  onStart();
  // The PATCHes go through node:http on a kept-alive socket: one write of each chunk, so the
  // client (a browser on another machine in real life) takes as little of the 2 cores as it can.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { seconds } = await timed(async () => {
    for (let offset = 0; offset < size; ) {
      const body = chunk.subarray(0, Math.min(chunk.length, size - offset));
      const res = await patch(
        location,
        agent,
        {
          ...headers,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
        },
        body,
      );
      if (res.status !== 204) throw new Error(`tus PATCH at ${offset} answered ${res.status}`);
      offset = Number(res.offset);
    }
  });
  agent.destroy();
  return seconds;
}

/** Waits until the server has checked upload `uploadId`, so its hashing is not in the next run. */
async function checksDone(server: Ready, uploadId: number): Promise<void> {
  for (;;) {
    const res = await fetch(`${server.address}/${VIDEO_EDIT_PATH}?upload_id=${uploadId}`, {
      headers: { cookie: server.cookies },
    });
    const { state } = (await res.json()) as { state: string };
    if (state !== 'receiving' && state !== 'checking') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

try {
  const serverData = join(work, 'server');
  await mkdir(serverData);
  const child = fork(
    join(import.meta.dirname, 'src/upload-server.ts'),
    [...['--size', String(size), '--runs', String(runs), '--data', serverData]],
    { execArgv: SERVER_NODE_FLAGS },
  );
  try {
    const server = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const pid = child.pid as number;
    // Disk and upload alternate, so a busy spell of the shared machine hits both alike.
    const disks: number[] = [];
    const wires: number[] = [];
    const uploads: number[] = [];
    const cpus: number[] = [];
    let samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const disk = await diskWrite();
      const wire = await loopbackSeconds(size, chunk);
      let sampler: ReturnType<typeof sampleRss> | null = null;
      let cpuBefore = 0;
      const upload = await tusUpload(server, server.uploadIds[run] as number, () => {
        if (run === 0) sampler = sampleRss(pid);
        cpuBefore = cpuSecondsOf(pid);
      });
      const cpu = cpuSecondsOf(pid) - cpuBefore;
      await checksDone(server, server.uploadIds[run] as number);
      if (sampler) samples = (sampler as ReturnType<typeof sampleRss>).stop();
      disks.push(disk);
      wires.push(wire);
      uploads.push(upload);
      cpus.push(cpu);
      console.log(
        `run ${run + 1}: raw disk write + fsync ${disk.toFixed(2)} s (${mbps(disk)}); raw loopback socket ` +
          `${wire.toFixed(2)} s (${mbps(wire)}); tus upload through the app ${upload.toFixed(2)} s (${mbps(upload)}), ` +
          `server CPU ${((cpu / (size / 1024 ** 3)) * 1000).toFixed(0)} ms per GiB; ratio to the disk ` +
          `${(disk / upload).toFixed(2)}x (load ${load()})`,
      );
    }
    const ratio = median(disks) / median(uploads);
    console.log(
      `median of ${runs}: raw disk ${median(disks).toFixed(2)} s, raw loopback ${median(wires).toFixed(2)} s, ` +
        `upload ${median(uploads).toFixed(2)} s, server CPU ${((median(cpus) / (size / 1024 ** 3)) * 1000).toFixed(0)} ms per GiB`,
    );
    console.log(
      `  throughput ratio app / raw disk: ${ratio.toFixed(2)}x (target >= 0.8x) ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  app / raw loopback socket (no HTTP, no disk: the ceiling of any upload here): ` +
        `${(median(wires) / median(uploads)).toFixed(2)}x`,
    );
    const first = samples[0] ?? 0;
    const peak = Math.max(...samples);
    const last = samples.at(-1) ?? 0;
    console.log(
      `  server RSS while receiving run 1 (${samples.length} samples, every 100 ms): at start ${mib(first)}, ` +
        `peak ${mib(peak)}, at the end ${mib(last)}; growth ${mib(peak - first)} for ${mib(size)} received`,
    );
  } finally {
    child.disconnect();
    child.kill();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
