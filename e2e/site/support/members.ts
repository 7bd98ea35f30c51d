import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { attachScreenshot, DESKTOP, openHydrated, waitForHydration } from './site.ts';

/**
 * Signing in as the e2e server's seeded members, for the member journeys (issue #17). Every
 * seeded member's password is `demo-password` (the moderator's `moderator-password`); using
 * them keeps the run under the sign-up limit of 10 per address per hour.
 */
export const SEEDED_PASSWORD = 'demo-password';

/** A seeded member: id and username. */
export interface Seeded {
  id: number;
  username: string;
}

/**
 * The `n`th seeded member (0 first) by id, demo and moderator aside, from the public
 * community list (profiles are for members only, and the list is the visitor's way in).
 */
export async function seededMember(request: APIRequestContext, n: number): Promise<Seeded> {
  const answer = await request.get('/json/members/86400/community/filt......./most-viewed/96/1.json');
  const body = (await answer.json()) as { members: { user_id: number; username: string }[] };
  const members = body.members
    .filter((m) => m.user_id > 2)
    .sort((a, b) => a.user_id - b.user_id)
    .map((m) => ({ id: m.user_id, username: m.username }));
  const member = members[n];
  if (!member) throw new Error(`no seeded member #${n}`);
  return member;
}

/** Signs `username` in on /signin/ (desktop window: the header's member menu shows). */
export async function signIn(page: Page, username: string, password = SEEDED_PASSWORD): Promise<void> {
  await openHydrated(page, '/signin/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('header').getByRole('button', { name: username })).toBeVisible();
}

/** Signs the `n`th seeded member in (see seededMember, signIn) and answers who they are. */
export async function signInSeeded(page: Page, request: APIRequestContext, n: number): Promise<Seeded> {
  const member = await seededMember(request, n);
  await signIn(page, member.username);
  return member;
}

/** Signs the demo member in on /signin/ and answers their profile address (`/members/{id}/`), read from the member menu. */
export async function signInDemo(page: Page): Promise<string> {
  await signIn(page, 'demo');
  await page.locator('header').getByRole('button', { name: 'demo' }).click();
  const href = await page.getByRole('link', { name: 'Favourite videos' }).first().getAttribute('href');
  const base = href?.match(/^\/members\/\d+\//)?.[0];
  if (!base) throw new Error(`no member address in ${href}`);
  return base;
}

/**
 * Screenshots on a phone (375x812) and a desktop (1440x900), attached as `{name}-375` and
 * `{name}-1440`: the whole page, or only `part` (a section, or `'window'` for what the
 * window shows, as for a dialog). The window is left at desktop size.
 */
export async function shootBoth(
  page: Page,
  testInfo: TestInfo,
  name: string,
  part?: Locator | 'window',
): Promise<void> {
  for (const size of [{ width: 375, height: 812 }, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    if (!part) await attachScreenshot(page, testInfo, `${name}-${size.width}`);
    else {
      const path = testInfo.outputPath(`${name}-${size.width}.png`);
      if (part === 'window') await page.screenshot({ path });
      else await part.screenshot({ path });
      await testInfo.attach(`${name}-${size.width}`, { path, contentType: 'image/png' });
    }
  }
  await waitForHydration(page);
}
