import type { VideosParams } from '@tubekit/contract';
import {
  type DateFilter,
  type DurationFilter,
  LATEST_VIDEOS,
  suggesterSearchUrl,
  videoPath,
  videosPath,
} from '@tubekit/contract';
import type { CatalogueSample } from './catalogue-sample.ts';
import { prng } from './catalogue-sample.ts';

/** What a scenario must reach to PASS. */
export type Target =
  | { kind: 'p95'; maxMs: number }
  /** req/s at least `ratio` times the req/s of the scenario `of`. */
  | { kind: 'throughput'; ratio: number; of: ScenarioKey };

export type ScenarioKey = 'cached' | 'nginx' | 'uncached' | 'suggester' | 'video';

/** One benchmarked load: which server, which paths, how many connections. */
export interface Scenario {
  key: ScenarioKey;
  label: string;
  /** `app` is our server, `nginx` serves the static copy of the cached listing. */
  server: 'app' | 'nginx';
  paths: string[];
  connections: number;
  target: Target | null;
}

/** The home page listing, cacheable (json, lifetime 3600). */
export const CACHED_LISTING_PATH = `/${videosPath.build(LATEST_VIDEOS)}`;

function uncachedListings(sample: CatalogueSample): string[] {
  type Variant = Partial<VideosParams> & { duration?: DurationFilter; date?: DateFilter };
  const variants: Variant[] = [
    { sort: 'latest-updates' },
    { sort: 'most-popular', date: 'week' },
    { sort: 'top-rated' },
    { sort: 'longest', duration: 2 },
    ...sample.categoryDirs.slice(0, 2).map((dir) => ({ section: 'categories' as const, object_id: dir })),
    ...sample.modelDirs.slice(0, 2).map((dir) => ({ section: 'models' as const, object_id: dir })),
  ];
  const paths: string[] = [];
  for (let page = 1; page <= 5; page++) {
    for (const variant of variants) {
      paths.push(`/${videosPath.build({ ...LATEST_VIDEOS, ...variant, lifetime: 0, page })}`);
    }
  }
  return paths;
}

function shuffled<T>(items: T[], seed: number): T[] {
  const random = prng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The five scenarios of the benchmark, in run order. */
export function scenarios(
  sample: CatalogueSample,
  connections: { throughput: number; latency: number },
): Scenario[] {
  return [
    {
      key: 'cached',
      label: 'cached listing (json, lifetime 3600)',
      server: 'app',
      paths: [CACHED_LISTING_PATH],
      connections: connections.throughput,
      target: { kind: 'throughput', ratio: 0.5, of: 'nginx' },
    },
    {
      key: 'nginx',
      label: 'nginx, same bytes as static file',
      server: 'nginx',
      paths: [CACHED_LISTING_PATH],
      connections: connections.throughput,
      target: null,
    },
    {
      key: 'uncached',
      label: 'uncached listings (jsond, 8 queries x 5 pages)',
      server: 'app',
      paths: shuffled(uncachedListings(sample), 1),
      connections: connections.latency,
      target: { kind: 'p95', maxMs: 15 },
    },
    {
      key: 'suggester',
      label: `suggester.php (${sample.prefixes.length} prefixes)`,
      server: 'app',
      paths: shuffled(
        sample.prefixes.map((text) => `/${suggesterSearchUrl(text)}`),
        2,
      ),
      connections: connections.latency,
      target: { kind: 'p95', maxMs: 20 },
    },
    {
      key: 'video',
      label: `video JSON (jsond, ${sample.videoIds.length} ids)`,
      server: 'app',
      paths: sample.videoIds.map((id) => `/${videoPath.build({ lifetime: 0, video_id: id })}`),
      connections: connections.latency,
      target: { kind: 'p95', maxMs: 5 },
    },
  ];
}
