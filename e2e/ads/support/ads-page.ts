import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Probe } from '../harness/probes.ts';
import type { AdHit } from './ad-server.ts';
import { AD_SERVER_ORIGIN } from './paths.ts';

/** A fresh run id: every tag and pixel of one test carries it, so tests never share hits. */
export function newRun(): string {
  return randomUUID().slice(0, 8);
}

/** A tag on the ad server: `inline`, `wrapper/<n>`, `hang`, `broken`, `status500`. */
export function tag(run: string, name: string, query: Record<string, string> = {}): string {
  const url = new URL(`/vast/${run}/${name}`, AD_SERVER_ORIGIN);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.href;
}

/** The ad-load tracking endpoint of a run (records `adload` hits). */
export function adLoadEndpoint(run: string): string {
  return `${AD_SERVER_ORIGIN}/t/${run}/adload`;
}

/** Ads configuration of the harness page. */
export interface HarnessAds {
  tags?: string[];
  tracking?: string;
  pause?: boolean;
  preplay?: boolean;
  autostart?: boolean;
  /** The player starts below the fold (out of view). */
  offscreen?: boolean;
}

/** Opens the ads harness with this configuration and waits for the player to mount. */
export async function openAds(page: Page, config: HarnessAds): Promise<void> {
  const query = new URLSearchParams();
  for (const t of config.tags ?? []) query.append('tag', t);
  if (config.tracking) query.set('tracking', config.tracking);
  if (config.pause) query.set('pause', '1');
  if (config.preplay) query.set('preplay', '1');
  if (config.autostart) query.set('autostart', '1');
  if (config.offscreen) query.set('offscreen', '1');
  await page.goto(`/?${query}`);
  await expect(page.locator('.tk-player')).toHaveCount(1);
}

/** The run's hits on the ad server, in arrival order. */
export async function hits(run: string): Promise<AdHit[]> {
  const response = await fetch(`${AD_SERVER_ORIGIN}/hits/${run}`);
  return (await response.json()) as AdHit[];
}

/**
 * Tracking pixel names (`impression`, `start`...) of one ad label, in arrival order, except
 * that `start` arriving just before `impression` counts as VAST's order: the player sends
 * both in the same task (the ad's first frame), and two requests sent together can reach
 * the server either way round (seen on a loaded machine). The engine's call order is pinned
 * by its unit tests.
 */
export async function pixels(run: string, ad: string): Promise<string[]> {
  const names = (await hits(run)).filter((h) => h.kind === 'track' && h.query.ad === ad).map((h) => h.name);
  const at = names.indexOf('start');
  if (at >= 0 && names[at + 1] === 'impression') names.splice(at, 2, 'impression', 'start');
  return names;
}

/**
 * Every tracking pixel of the run as `<ad>/<event>` (`<ad>/error:<code>` for an Error ping),
 * in arrival order, with {@link pixels}'s one allowance: an ad's `start` arriving just before
 * its `impression` (both sent in one task on its first frame) counts as VAST's order.
 */
export async function trackingSequence(run: string): Promise<string[]> {
  const names = (await hits(run))
    .filter((h) => h.kind === 'track')
    .map((h) => `${h.query.ad}/${h.name}${h.name === 'error' ? `:${h.query.code}` : ''}`);
  for (let i = 0; i + 1 < names.length; i++) {
    const [ad, event] = names[i]!.split('/');
    if (event === 'start' && names[i + 1] === `${ad}/impression`) {
      names.splice(i, 2, `${ad}/impression`, `${ad}/start`);
    }
  }
  return names;
}

/** The tag documents the run requested (`inline`, `wrapper/3`...), in order. */
export async function tagRequests(run: string): Promise<string[]> {
  return (await hits(run)).filter((h) => h.kind === 'vast').map((h) => h.name);
}

/** Ads analytics goals the page sent: [goal, data]. */
export function adGoals(
  page: Page,
): Promise<Array<{ goal: string; data: Record<string, unknown>; at: number }>> {
  return page.evaluate(() => window.adGoals);
}

/** What the page saw on screen, in order (see harness/probes.ts). */
export function probes(page: Page): Promise<Probe[]> {
  return page.evaluate(() => window.probes);
}

/** The first probe of a kind (fails the test when absent). */
export function first(log: Probe[], what: Probe['what']): Probe {
  const found = log.find((p) => p.what === what);
  if (!found) throw new Error(`no ${what} probe in ${log.map((p) => p.what).join(', ')}`);
  return found;
}

/** Waits for the root's data-status. */
export async function waitForStatus(page: Page, status: string, timeout?: number): Promise<void> {
  await expect(page.locator('.tk-player')).toHaveAttribute('data-status', status, { timeout });
}
