import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's own VAST documents (`src/ads/test-fixtures/vast/`), written for these tests
 * with synthetic `*.example.test` URLs. To add one, drop an `.xml` file there: the fixture
 * server serves it at `server.vast('<file>')` and as `https://ads.example.test/vast/<file>`
 * (the address wrappers use in their VASTAdTagURI). See the folder's README.md.
 */
export const OWN_VAST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-fixtures/vast',
);

/** Every fixture file name (`*.xml`), sorted. */
export function vastFixtureNames(dir: string = OWN_VAST_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .sort();
}

/** The text of one fixture; throws (naming the file) when it does not exist. */
export function readVastFixture(name: string, dir: string = OWN_VAST_DIR): string {
  return readFileSync(path.join(dir, path.basename(name)), 'utf8');
}
