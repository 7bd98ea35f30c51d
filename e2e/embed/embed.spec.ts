import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { EMBED_ORIGIN, FOREIGN_ORIGIN, HOST_ORIGIN, VIDEOS } from './support/paths.ts';

interface HostEvent {
  id: string;
  name: string;
  detail: Record<string, unknown>;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const videoState = (frame: FrameLocator) =>
  frame
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, muted: v.muted }));

/** Opens the host page and passes the age interstitial of both embeds (no cookie yet). */
async function openHost(page: Page): Promise<[FrameLocator, FrameLocator]> {
  await page.goto(`${HOST_ORIGIN}/host.html`);
  const one = page.frameLocator('#clip1 iframe');
  const two = page.frameLocator('#clip2 iframe');
  for (const frame of [one, two]) {
    await expect(frame.getByText('ADULT CONTENT WARNING')).toBeVisible();
    await frame.getByTestId('te-age-accept').click();
    await expect(frame.locator('.tk-player')).toBeVisible();
  }
  await expect.poll(async () => (await events(page)).filter((e) => e.name === 'ready').length).toBe(2);
  return [one, two];
}

test.describe('embedding with the loader', () => {
  test('two responsive embeds play; the API drives one and receives its events', async ({ page }) => {
    const [one, two] = await openHost(page);
    // Responsive 16:9 boxes at the page's 900 px width.
    const box = await page.locator('#clip1 iframe').boundingBox();
    expect(box?.width).toBe(900);
    expect(Math.round(box?.height ?? 0)).toBe(506);

    // The first by a visitor's click inside the frame, the second through the API (muted).
    await one.getByTestId('tk-big-play').click();
    await page.evaluate(() => {
      const player = (
        window as unknown as { TubekitEmbed: { get(id: string): { mute(m: boolean): void; play(): void } } }
      ).TubekitEmbed.get('clip2');
      player.mute(true);
      player.play();
    });
    await expect.poll(async () => (await videoState(one)).time, { timeout: 20_000 }).toBeGreaterThan(1);
    await expect.poll(async () => (await videoState(two)).time, { timeout: 20_000 }).toBeGreaterThan(1);
    expect((await videoState(two)).muted).toBe(true);

    const heard = await events(page);
    expect(heard.some((e) => e.id === 'clip2' && e.name === 'play')).toBe(true);
    const ticks = heard.filter((e) => e.id === 'clip2' && e.name === 'timeupdate');
    expect(ticks.length).toBeGreaterThan(0);

    await page.evaluate(() => {
      const api = (
        window as unknown as { TubekitEmbed: { get(id: string): { pause(): void; seek(s: number): void } } }
      ).TubekitEmbed;
      api.get('clip2').seek(12);
    });
    await expect.poll(async () => (await videoState(two)).time).toBeGreaterThanOrEqual(12);
    await page.evaluate(() => {
      (window as unknown as { TubekitEmbed: { get(id: string): { pause(): void } } }).TubekitEmbed.get(
        'clip2',
      ).pause();
    });
    await expect.poll(async () => (await videoState(two)).paused).toBe(true);
    await expect
      .poll(async () => (await events(page)).some((e) => e.id === 'clip2' && e.name === 'pause'))
      .toBe(true);
    // The related panel opens on pause in embed mode (the frame is wider than 420 px).
    await expect(two.getByTestId('tk-related')).toBeVisible();
  });

  test('messages from a foreign origin are ignored on both sides', async ({ page }) => {
    const [, two] = await openHost(page);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'foreign';
      document.body.append(frame);
    }, `${FOREIGN_ORIGIN}/foreign.html`);
    await expect(page.frameLocator('#foreign').locator('body')).toHaveText('sent');
    await page.waitForTimeout(1500);
    const state = await videoState(two);
    expect(state.paused).toBe(true);
    expect(state.time).toBeLessThan(1);
    expect((await events(page)).some((e) => e.name === 'ended')).toBe(false);
  });

  test('the title opens the full video page in a new tab at the current time, with a click_title event', async ({
    page,
    context,
  }) => {
    const [one] = await openHost(page);
    await one.getByTestId('tk-big-play').click();
    await expect.poll(async () => (await videoState(one)).time, { timeout: 20_000 }).toBeGreaterThan(3);
    const [tab] = await Promise.all([context.waitForEvent('page'), one.locator('.te-title').click()]);
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe(`${EMBED_ORIGIN}/video/${VIDEOS.first.id}/${VIDEOS.first.dir}/`);
    expect(Number(url.searchParams.get('start_time'))).toBeGreaterThanOrEqual(3);
    expect(url.searchParams.get('campaign')).toBe('spring-e2e');
    const layer = await one
      .locator('body')
      .evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'click_title', video_id: VIDEOS.first.id, campaign: 'spring-e2e' }),
    );
    await tab.close();
  });

  test('the embed route is frameable by another origin and a normal page is not', async ({
    page,
    request,
  }) => {
    const embed = await request.get(`${EMBED_ORIGIN}/embed/${VIDEOS.first.id}/`);
    expect(embed.headers()['content-security-policy']).toMatch(/; frame-ancestors \*$/);
    const normal = await request.get(`${EMBED_ORIGIN}/information/terms/`, {
      headers: { accept: 'text/html' },
    });
    expect(normal.headers()['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expect(normal.headers()['x-frame-options']).toBe('SAMEORIGIN');

    await page.goto(`${HOST_ORIGIN}/host.html`);
    await expect(page.frameLocator('#clip1 iframe').getByText('ADULT CONTENT WARNING')).toBeVisible();
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.name = 'normal';
      frame.src = src;
      document.body.append(frame);
    }, `${EMBED_ORIGIN}/information/terms/`);
    await expect.poll(() => page.frame({ name: 'normal' })?.url()).toMatch(/^chrome-error:/);
  });

  test('an embed below the fold loads only when scrolled near; a deleted video shows its panel', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${EMBED_ORIGIN}/embed/${VIDEOS.deleted.id}/`)) requested.push(r.url());
    });
    await page.goto(`${HOST_ORIGIN}/host.html`);
    await page.evaluate((id) => {
      const spacer = document.createElement('div');
      spacer.style.height = '8000px';
      const div = document.createElement('div');
      div.id = 'gone';
      div.setAttribute('data-tubekit-video', String(id));
      document.body.append(spacer, div);
      (window as unknown as { TubekitEmbed: { scan(): unknown } }).TubekitEmbed.scan();
    }, VIDEOS.deleted.id);
    await expect(page.locator('#gone iframe')).toHaveAttribute('loading', 'lazy');
    await page.waitForTimeout(1500);
    expect(requested).toEqual([]);
    await page.locator('#gone').scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('#gone iframe').getByText('Video has been recently deleted'),
    ).toBeVisible();
    expect(requested).toHaveLength(1);
  });
});
