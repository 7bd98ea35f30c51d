import { expect } from '@playwright/test';
import { attachScreenshot, DESKTOP, openHydrated, PHONE } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Issue 19 item 10: the video page's Iframe/Script code tabs looked like two unstyled native
// buttons. They are tabs: a tablist, the chosen one marked, one Tab stop, arrow keys.

const ACCENT = 'rgb(255, 138, 31)';

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${name}: the embed code tabs look and work as tabs`, async ({ page }, testInfo) => {
    await openHydrated(page, '/video/2/any/', viewport);
    const list = page.getByRole('tablist', { name: 'Embed code' });
    await list.scrollIntoViewIfNeeded();
    const iframe = list.getByRole('tab', { name: 'Iframe code' });
    const script = list.getByRole('tab', { name: 'Script code' });
    await expect(iframe).toHaveAttribute('aria-selected', 'true');
    await expect(script).toHaveAttribute('aria-selected', 'false');

    const look = (tab: typeof iframe) =>
      tab.evaluate((b) => {
        const s = getComputedStyle(b);
        return {
          background: s.backgroundColor,
          borderTop: s.borderTopWidth,
          underline: `${s.borderBottomWidth} ${s.borderBottomColor}`,
          height: b.getBoundingClientRect().height,
        };
      });
    // No native button face or box: a transparent tab, the chosen one underlined in the accent.
    for (const tab of [iframe, script]) {
      const style = await look(tab);
      expect(style.background).toBe('rgba(0, 0, 0, 0)');
      expect(style.borderTop).toBe('0px');
      expect(style.height).toBeGreaterThanOrEqual(44);
    }
    expect((await look(iframe)).underline).toBe(`3px ${ACCENT}`);
    expect((await look(script)).underline).not.toContain(ACCENT);

    // Keyboard: the selected tab is the one Tab stop; the arrow moves and selects.
    await iframe.focus();
    await page.keyboard.press('ArrowRight');
    await expect(script).toBeFocused();
    await expect(script).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Script code' })).toHaveValue(/data-tubekit-video="2"/);
    expect((await look(script)).underline).toBe(`3px ${ACCENT}`);
    await attachScreenshot(page, testInfo, `embed-tabs-${viewport.width}`);
  });
}
