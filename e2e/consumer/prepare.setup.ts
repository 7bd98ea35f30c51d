// The consumer project's setup (a Playwright setup project, so it runs only when the
// consumer journeys do): pack the SDK, install it into a Vite + React app outside the
// workspace from the local pnpm store, typecheck and build that app. See support/prepare.ts.
import { test as setup } from '@playwright/test';
import { ensureLadder, ensureLongHls } from '../../scripts/player-media.mjs';
import { ensureAdCreatives } from '../ads/support/ad-media.ts';
import { ADS_MEDIA_DIR } from '../ads/support/paths.ts';
import { LADDER_SECONDS, LONG_SECONDS } from '../player/harness/fixtures.ts';
import { MEDIA_DIR } from '../player/support/paths.ts';
import { prepareConsumerApp } from './support/prepare.ts';

setup('pack the packages, install them into a fresh Vite + React app offline, build it', () => {
  setup.setTimeout(600_000);
  // The same generated media as the player and ads journeys (cached; their servers make them too).
  ensureLadder(MEDIA_DIR, LADDER_SECONDS);
  ensureLongHls(MEDIA_DIR, LONG_SECONDS);
  ensureAdCreatives(ADS_MEDIA_DIR);
  const app = prepareConsumerApp();
  console.log(`consumer app in ${app.appDir}; seconds: ${JSON.stringify(app.seconds)}`);
});
