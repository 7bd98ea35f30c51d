// Playwright webServer for the player tests: generates the media (cached), builds the
// harness page, then serves both with Range support until killed.
import { ensureLadder, ensureLongHls } from '../../../scripts/player-media.mjs';
import { LADDER_SECONDS, LONG_SECONDS } from '../harness/fixtures.ts';
import { buildHarness } from './build-harness.ts';
import { HARNESS_OUT, MEDIA_DIR, PLAYER_PORT } from './paths.ts';
import { startStaticServer } from './static-server.ts';

ensureLadder(MEDIA_DIR, LADDER_SECONDS);
ensureLongHls(MEDIA_DIR, LONG_SECONDS);
await buildHarness();
const server = await startStaticServer({
  port: PLAYER_PORT,
  mounts: { '/media/': MEDIA_DIR, '/': HARNESS_OUT },
});
console.log(`player harness on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
