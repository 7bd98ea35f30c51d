// Playwright webServer for the ads tests: generates the content ladder and the ad
// creatives (cached), builds the ads harness, then serves the page (harness + media) and
// the ad server (VAST, tracking, hits) on two origins until killed.
import { ensureLadder } from '../../../scripts/player-media.mjs';
import { startStaticServer } from '../../player/support/static-server.ts';
import { ensureAdCreatives } from './ad-media.ts';
import { startAdServer } from './ad-server.ts';
import { buildAdsHarness } from './build-ads-harness.ts';
import {
  AD_SERVER_ORIGIN,
  AD_SERVER_PORT,
  ADS_HARNESS_OUT,
  ADS_MEDIA_DIR,
  ADS_PAGE_ORIGIN,
  ADS_PAGE_PORT,
} from './paths.ts';

ensureLadder(ADS_MEDIA_DIR, 20);
ensureAdCreatives(ADS_MEDIA_DIR);
await buildAdsHarness();
// The ad server first: the page server's /healthz is what Playwright waits for.
const adServer = await startAdServer({
  port: AD_SERVER_PORT,
  origins: { adServer: AD_SERVER_ORIGIN, media: ADS_PAGE_ORIGIN },
});
const page = await startStaticServer({
  port: ADS_PAGE_PORT,
  mounts: { '/media/': ADS_MEDIA_DIR, '/': ADS_HARNESS_OUT },
});
console.log(`ads harness on ${page.url}, ad server on ${AD_SERVER_ORIGIN}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([page.close(), adServer.close()]).then(() => process.exit(0));
  });
}
