import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/** Where apps/site resolves its packages from (this bench does not depend on React). */
const SITE_PACKAGE = fileURLToPath(new URL('../../../apps/site/package.json', import.meta.url));
const WORK_DIR = fileURLToPath(new URL('../.cache/framework-floor', import.meta.url));

/** One bundle of framework code alone: what it holds and its size (gzip -9). */
export interface FloorBundle {
  label: string;
  gzipBytes: number;
}

/**
 * The browser APIs of react-router that apps/site's client code imports (the data router:
 * loaders, matches, navigation state, route errors), and the declarative alternative.
 */
const DATA_ROUTER = [
  'createBrowserRouter',
  'Link',
  'NavLink',
  'Outlet',
  'useLoaderData',
  'useRouteLoaderData',
  'useLocation',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useRouteError',
  'isRouteErrorResponse',
  'redirect',
  'replace',
  'data',
  'matchRoutes',
  'UNSAFE_DataRouterStateContext',
];
const DECLARATIVE_ROUTER = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Outlet',
  'useLocation',
  'useNavigate',
  'matchRoutes',
];

/**
 * The smallest initial JavaScript a hydrated React page can have with each router: the same
 * packages, the same production files and the same vite minifier as apps/site's client build,
 * and nothing of the site. What the home page's figure has on top of these is the site's own.
 */
export async function frameworkFloor(): Promise<FloorBundle[]> {
  const resolve = createRequire(SITE_PACKAGE).resolve;
  const routerDir = join(resolve('react-router/package.json'), '../dist/production');
  const entries = [
    { label: 'react + react-dom', router: [] as string[], dom: false },
    { label: 'react + react-dom + react-router data router (as the site)', router: DATA_ROUTER, dom: true },
    { label: 'react + react-dom + react-router declarative mode', router: DECLARATIVE_ROUTER, dom: false },
  ];
  mkdirSync(WORK_DIR, { recursive: true });
  const out: FloorBundle[] = [];
  for (const [i, entry] of entries.entries()) {
    const file = join(WORK_DIR, `floor-${i}.js`);
    // Every imported name is kept alive through a global, so tree-shaking keeps what a real
    // page that uses them would keep, and nothing more.
    const lines = [
      `import { hydrateRoot } from ${JSON.stringify(resolve('react-dom/client'))};`,
      `import { createElement } from ${JSON.stringify(resolve('react'))};`,
      entry.router.length
        ? `import { ${entry.router.join(', ')} } from ${JSON.stringify(join(routerDir, 'index.mjs'))};`
        : '',
      entry.dom ? `import { RouterProvider } from ${JSON.stringify(join(routerDir, 'dom-export.mjs'))};` : '',
      `globalThis.keep = [hydrateRoot, createElement${[...entry.router, ...(entry.dom ? ['RouterProvider'] : [])].map((n) => `, ${n}`).join('')}];`,
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const result = (await build({
      root: WORK_DIR,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, target: 'es2022', rollupOptions: { input: file } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const gzipBytes = chunks.reduce(
      (n, c) => (c.type === 'chunk' ? n + gzipSync(c.code, { level: 9 }).length : n),
      0,
    );
    out.push({ label: entry.label, gzipBytes });
  }
  return out;
}
