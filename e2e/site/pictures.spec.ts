import { expect, type Locator, type Page } from '@playwright/test';
import { attachScreenshot, openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Performer, channel and category cards show pictures (issue #19): the demo seed's
// generated portraits and logos, and a still of each category's videos. Every picture is
// loaded (not a broken image), named by its card, sized by width/height (no layout shift),
// and only the first cards of a grid load at once (the rest lazily, below the fold).

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Waits until `img` has loaded a real picture, then checks its name and its size attributes. */
async function expectPicture(img: Locator, expected: { alt: string; width: number; height: number }) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  await expect(img).toHaveAttribute('alt', expected.alt);
  await expect(img).toHaveAttribute('width', String(expected.width));
  await expect(img).toHaveAttribute('height', String(expected.height));
}

/** The `loading` attribute of every picture of `cards`, in order. */
async function loadingOf(page: Page, cards: string): Promise<(string | null)[]> {
  return page.locator(`${cards} img`).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
}

for (const size of SIZES) {
  for (const entity of [
    {
      kind: 'performer',
      picture: 'portrait',
      list: '/pornstars/alphabetaz/1/',
      block: 'model',
      card: [240, 320],
      header: [120, 160],
    },
    {
      kind: 'channel',
      picture: 'logo',
      list: '/pornsites/alphabetaz/1/',
      block: 'channel',
      card: [320, 180],
      header: [192, 108],
    },
  ] as const) {
    test(`${size.name}: ${entity.kind} cards and the ${entity.kind} page show a generated ${entity.picture}`, async ({
      page,
    }, testInfo) => {
      await openHydrated(page, entity.list, size);
      const cards = `main article.${entity.block}-card`;
      const card = page.locator(cards).first();
      const title = (await card.locator(`.${entity.block}-card__title`).textContent())?.trim() ?? '';
      const [width, height] = entity.card;
      await expectPicture(card.getByRole('img'), { alt: title, width, height });
      expect((await loadingOf(page, cards)).slice(0, 6)).toEqual(Array(6).fill('eager'));
      await attachScreenshot(page, testInfo, `${entity.kind}-cards-${size.width}`);
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const [headerWidth, headerHeight] = entity.header;
      await expectPicture(page.locator(`main .${entity.block}-header__picture`), {
        alt: title,
        width: headerWidth,
        height: headerHeight,
      });
      await attachScreenshot(page, testInfo, `${entity.kind}-page-${size.width}`);
    });
  }

  test(`${size.name}: the categories page is a grid of tiles with a still of each category's videos`, async ({
    page,
  }, testInfo) => {
    await openHydrated(page, '/categories/', size);
    const tiles = page.locator('main a.category-card');
    expect(await tiles.count()).toBeGreaterThan(10);
    for (const index of [0, 1, 7]) {
      const tile = tiles.nth(index);
      const title = (await tile.locator('.category-card__title').textContent())?.trim() ?? '';
      await expectPicture(tile.getByRole('img'), { alt: title, width: 320, height: 180 });
      expect(await tile.getByRole('img').getAttribute('src')).toMatch(/^\/media\/\d+\/thumbs\/[1-5]\.jpg$/);
    }
    // More than one tile to a row, on a phone too.
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second?.y).toBe(first?.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await attachScreenshot(page, testInfo, `categories-${size.width}`);
  });
}
