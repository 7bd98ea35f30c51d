import type { Page } from '@playwright/test';

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every Content-Security-Policy violation of a page and its frames: the
 * `securitypolicyviolation` events (an init script in every document, which Playwright
 * injects outside the page's policy) and chromium's "Refused to …" console errors, which
 * also name what a policy blocked before any script of ours could listen. Call before
 * `goto`; `read()` returns what was seen so far.
 */
export async function recordCspViolations(page: Page): Promise<{ read(): Promise<CspViolation[]> }> {
  const fromConsole: CspViolation[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(text))
      fromConsole.push({ directive: 'console', blocked: text, source: message.location().url });
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return {
    async read() {
      const fromEvents: CspViolation[] = [];
      for (const frame of page.frames()) {
        const seen = await frame
          .evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [])
          .catch(() => []);
        fromEvents.push(...seen);
      }
      return [...fromEvents, ...fromConsole];
    },
  };
}
