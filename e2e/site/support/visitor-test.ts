import { test as base } from '@playwright/test';
import { acceptAgeByCookie } from './site.ts';

/**
 * Playwright's `test` for the journeys of a visitor past the age gate: each test's browser
 * context has the age cookie before its first page loads, so no journey meets the modal
 * (age-gate.spec.ts and html.spec.ts, which check the gate itself, use the plain `test`).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await acceptAgeByCookie(context);
    await use(context);
  },
});
