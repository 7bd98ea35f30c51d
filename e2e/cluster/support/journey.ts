import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { UploadAnswer } from '@tubekit/contract';
import { mailedLink } from '../../site/support/outbox.ts';
import { openHydrated } from '../../site/support/site.ts';
import type { Running } from './processes.ts';

/** A username no earlier run has used. */
export function freshName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Signs up on `origin`'s /signup/ (the browser solves the ALTCHA captcha) and confirms
 * through the link mailed to the outbox of that server's data dir; the link leads to the
 * site's public origin (nginx), as in the mail a member reads.
 */
export async function signUpAndConfirm(
  page: Page,
  origin: string,
  dataDir: string,
  username: string,
  password: string,
): Promise<void> {
  const email = `${username}@example.com`;
  await openHydrated(page, `${origin}/signup/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await expect(page.locator('altcha-widget [data-state="verified"]')).toHaveCount(1, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
  await page.goto(await mailedLink(email, '/signup/confirm/', 30_000, dataDir));
  await expect(page.getByText('Your e-mail address is confirmed. You can log in now.')).toBeVisible();
}

/** The signed-in member's upload titled `title`, as `GET video_edit.php` lists it on `origin`. */
export async function uploadTitled(
  request: APIRequestContext,
  origin: string,
  title: string,
): Promise<UploadAnswer | undefined> {
  const answer = await request.get(`${origin}/video_edit.php`);
  expect(answer.status()).toBe(200);
  const { uploads } = (await answer.json()) as { uploads: UploadAnswer[] };
  return uploads.find((u) => u.title === title);
}

/**
 * The process among `candidates` that has an ffmpeg child now (the media pipeline runs
 * ffmpeg in a process group of its own, killed with its parent by `setpriv --pdeathsig`),
 * read from /proc (`/proc/<pid>/stat`: `pid (comm) state ppid ...`), so no `ps` is needed.
 */
export function runningFfmpeg(candidates: readonly Running[]): Running | undefined {
  const parents = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'ffmpeg') continue;
    parents.add(Number(stat.slice(close + 2).split(' ')[1]));
  }
  return candidates.find((c) => parents.has(c.pid));
}

/** The last `chars` of a process's log, for a failure message. */
export function logTail(process: Running, chars = 3000): string {
  return `--- ${process.name} ---\n${readFileSync(process.log, 'utf8').slice(-chars)}`;
}

/** A form POST to input.php on `origin` from the client address `client` (X-Forwarded-For, believed from 127.0.0.1). */
export function postInput(
  request: APIRequestContext,
  origin: string,
  client: string,
  form: Record<string, string>,
) {
  return request.post(`${origin}/input.php`, { form, headers: { 'x-forwarded-for': client } });
}
