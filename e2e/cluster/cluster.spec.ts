import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { generatedClip } from '../site/support/clips.ts';
import { signIn } from '../site/support/members.ts';
import { acceptAgeByCookie, openHydrated } from '../site/support/site.ts';
import { publishWithFrame, startUpload, uploadUntilPreview } from '../site/support/upload-page.ts';
import { type ClusterState, clusterState, type ServerNode } from './support/cluster-state.ts';
import {
  freshName,
  logTail,
  postInput,
  runningFfmpeg,
  signUpAndConfirm,
  uploadTitled,
} from './support/journey.ts';
import { alive, type Running, signalGroup, until } from './support/processes.ts';

// Issue #22's proof: one cluster on loopback (support/global-setup.ts), two servers A and B
// behind nginx, two workers, PostgreSQL, Redis and s3rver. Every request names the process
// it goes to: A or B directly, or the site's public origin (nginx). The cookies of
// 127.0.0.1 reach every port, so a member signed in on A is signed in on B and through nginx.

// Read once the global setup has run (the runner collects the tests before it).
let cluster: ClusterState;
let A: ServerNode;
let B: ServerNode;
let NGINX = '';
test.beforeAll(() => {
  cluster = clusterState();
  [A, B] = cluster.servers as [ServerNode, ServerNode];
  NGINX = cluster.nginx.origin;
});

/** A browser context of its own, past the age gate, whose relative paths go to `baseURL`. */
async function visitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await acceptAgeByCookie(context);
  return context;
}

test.describe
  .serial('a member signs up on A, uploads on B; a worker transcodes, a moderator approves, it plays through nginx from the bucket', () => {
    const username = freshName('cluster');
    const password = 'cluster-secret-1';
    const title = `Cluster pattern ${Date.now()}`;
    let member: BrowserContext;
    let page: Page;
    let videoId = 0;

    test.beforeAll(async ({ browser }) => {
      member = await visitor(browser, A.origin);
      page = await member.newPage();
    });
    test.afterAll(async () => {
      await member?.close();
    });
    // Playwright wants an object pattern first: the option `browserName` costs nothing.
    test.afterEach(async ({ browserName: _ }, testInfo) => {
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const p of [...cluster.servers, ...cluster.workers])
        await testInfo.attach(p.name, { body: logTail(p, 20_000), contentType: 'text/plain' });
    });

    test('sign-up and confirmation on server A, then sign-in on A', async () => {
      await signUpAndConfirm(page, A.origin, A.dataDir, username, password);
      await signIn(page, username, password);
    });

    test('the upload goes to server B (tus), its checks pass and it is published for moderation', async () => {
      // 6 min 05 s: an exclusive video's minimum length is 6 minutes (UPLOAD_RULES); 360p, so
      // the transcode lasts long enough to be killed in the middle.
      const clip = generatedClip(`cluster${Date.now()}`, { seconds: 365, size: '480x360' });
      await startUpload(page, (p, path) => openHydrated(p, `${B.origin}${path}`), title, clip);
      await publishWithFrame(await uploadUntilPreview(page), 1);
      const upload = await uploadTitled(page.request, A.origin, title);
      expect(['transcoding', 'moderation']).toContain(upload?.state);
    });

    test('the worker that took the transcode is killed (kill -9) mid-transcode and the other worker finishes it', async () => {
      test.setTimeout(360_000);
      // The worker that logged the transcode's start took the job (tubekit worker's lines).
      const started = /transcode of media (\d+) \(job \d+, attempt \d+\) started/;
      let taker: Running | undefined;
      await until(
        'a worker to start the transcode',
        async () => {
          taker = cluster.workers.find((w) => started.test(readFileSync(w.log, 'utf8')));
          if (taker) return true;
          const upload = await uploadTitled(page.request, A.origin, title);
          if (upload?.state !== 'transcoding')
            throw new Error(`the upload is ${upload?.state} before a worker took it`);
          return false;
        },
        { timeoutMs: 90_000, everyMs: 100 },
      );
      const killed = taker as Running;
      const media = started.exec(readFileSync(killed.log, 'utf8'))?.[1];
      // Mid-transcode: while its ffmpeg runs (which dies with it, as on a machine's death).
      await until('its ffmpeg to run', () => runningFfmpeg([killed]) !== undefined, {
        timeoutMs: 30_000,
        everyMs: 50,
      });
      signalGroup(killed.pid, 'SIGKILL');
      await until('the killed worker to be gone', () => !alive(killed.pid), { timeoutMs: 5_000 });
      await expect
        .poll(async () => (await uploadTitled(page.request, A.origin, title))?.state, {
          timeout: 300_000,
          intervals: [2_000],
        })
        .toBe('moderation');
      // The other worker took the stalled job over as a new attempt and finished it.
      const other = cluster.workers.find((w) => w.pid !== killed.pid) as Running;
      const otherLog = readFileSync(other.log, 'utf8');
      expect(otherLog).toMatch(new RegExp(`transcode of media ${media} .* taken over from a stopped worker`));
      expect(otherLog).toMatch(new RegExp(`transcode of media ${media} \\(job \\d+, attempt \\d+\\) done`));
    });

    test('a moderator approves it through nginx', async ({ browser }) => {
      test.setTimeout(300_000);
      const moderator = await visitor(browser, NGINX);
      const queue = await moderator.newPage();
      await signIn(queue, 'moderator', 'moderator-password');
      await expect(async () => {
        await openHydrated(queue, '/moderation/');
        await expect(queue.getByRole('article', { name: title })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 240_000, intervals: [3_000] });
      await queue.getByRole('article', { name: title }).getByRole('button', { name: 'Approve' }).click();
      await expect(queue.getByText(`Published: ${title}`)).toBeVisible();
      await moderator.close();
      videoId = (await uploadTitled(page.request, A.origin, title))?.video_id ?? 0;
      expect(videoId).toBeGreaterThan(0);
    });

    test('the video plays through nginx: the media request is redirected to the bucket, which sends the bytes', async () => {
      // Every media answer the page gets (a redirect is an answer of its own), with its request's Range.
      const media: { url: string; status: number; range?: string; location?: string }[] = [];
      page.on('response', async (response) => {
        const url = response.url();
        if (!url.startsWith(`${NGINX}/media/`) && !url.startsWith(cluster.s3.endpoint)) return;
        const headers = await response.request().allHeaders();
        media.push({
          url,
          status: response.status(),
          range: headers.range,
          location: response.headers().location,
        });
      });
      await openHydrated(page, `${NGINX}/video/${videoId}/any/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByRole('button', { name: 'Play' }).first().click();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0.5);
      // The rendition's URL on nginx answered 302 to the bucket, which answered its Range with 206.
      const mp4 = (m: (typeof media)[0]) => new URL(m.url).pathname.endsWith('.mp4');
      const redirect = media.find((m) => mp4(m) && m.url.startsWith(NGINX));
      expect(redirect?.status, JSON.stringify(media)).toBe(302);
      expect(redirect?.location?.startsWith(`${cluster.s3.endpoint}/${cluster.s3.bucket}/`)).toBe(true);
      const bytes = media.filter((m) => mp4(m) && m.url.startsWith(cluster.s3.endpoint));
      expect(
        bytes.some((m) => m.status === 206 && m.range?.startsWith('bytes=')),
        JSON.stringify(bytes),
      ).toBe(true);
    });
  });

test('a vote through server A is counted in what server B answers (its cached answer is dropped)', async ({
  request,
}) => {
  // A seeded video; B answers it once first, so B holds it in its response cache.
  const path = '/json/video/86400/0/0/2.json';
  const likes = async () =>
    ((await (await request.get(`${B.origin}${path}`)).json()) as { likes: number }).likes;
  const before = await likes();
  const voted = await postInput(request, A.origin, '198.51.100.7', {
    act: 'vote',
    section: 'videos',
    object_id: '2',
    vote: '1',
  });
  expect(await voted.json()).toMatchObject({ ok: true, statistics: { likes: before + 1 } });
  await expect.poll(likes, { timeout: 5_000 }).toBe(before + 1);
});

test('a rate limit counts the requests of one client on both servers', async ({ request }) => {
  // input.php allows 60 calls a minute per address (RATE_LIMITS.input): 30 on each server.
  const client = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  const view = { act: 'view', section: 'categories', object_id: 'none' };
  for (let i = 0; i < 60; i++) {
    const answer = await postInput(request, i % 2 ? B.origin : A.origin, client, view);
    expect(answer.status(), `call ${i + 1}`).toBe(200);
  }
  expect((await postInput(request, A.origin, client, view)).status()).toBe(429);
  expect((await postInput(request, B.origin, client, view)).status()).toBe(429);
  // Another client is not limited.
  expect((await postInput(request, B.origin, '203.0.113.251', view)).status()).toBe(200);
});

test('server A is killed (kill -9) under a stream of requests through nginx: every GET is answered', async () => {
  const paths = ['/', '/videos/latest-updates/1/', '/robots.txt', '/json/video/86400/0/0/3.json'];
  const failures: string[] = [];
  let answered = 0;
  let answeredBeforeKill = 0;
  let running = true;
  const stream = async (n: number) => {
    for (let i = n; running; i++) {
      const path = paths[i % paths.length] as string;
      try {
        const answer = await fetch(`${NGINX}${path}`, { headers: { cookie: '_agev=1' } });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      } catch (err) {
        failures.push(`${path}: ${String(err)}`);
      }
      answered++;
    }
  };
  const streams = Array.from({ length: 8 }, (_, n) => stream(n));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  answeredBeforeKill = answered;
  signalGroup(A.pid, 'SIGKILL');
  await until('server A to be gone', () => !alive(A.pid), { timeoutMs: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  running = false;
  await Promise.all(streams);
  expect(failures).toEqual([]);
  // nginx met the dead server (a reset mid-answer or a refused connection) and went to B.
  expect(readFileSync(cluster.nginx.errorLog, 'utf8')).toContain(`upstream: "http://127.0.0.1:${A.port}/`);
  expect(answeredBeforeKill).toBeGreaterThan(20);
  expect(answered - answeredBeforeKill).toBeGreaterThan(20);
});
