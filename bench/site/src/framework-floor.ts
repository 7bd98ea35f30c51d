import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
// The site's own build plugin, measured as the site builds with it.
import { routerTreeShaking } from '../../../apps/site/build/router-tree-shaking.ts';

/** Where apps/site resolves its packages from (this bench does not depend on React). */
const SITE_PACKAGE = fileURLToPath(new URL('../../../apps/site/package.json', import.meta.url));
const WORK_DIR = fileURLToPath(new URL('../.cache/framework-floor', import.meta.url));

/** One bundle of framework code alone: what it holds and its size (gzip -9). */
export interface FloorBundle {
  label: string;
  gzipBytes: number;
}

/**
 * react-router's data router APIs (loaders, matches, navigation state, route errors: what
 * apps/site was first built on), and the APIs apps/site's client code imports now (its
 * own loader layer drives `<Router>`; links use useHref and useLinkClickHandler).
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
const SITE_ROUTER = [
  'Router',
  'matchRoutes',
  'createPath',
  'parsePath',
  'useHref',
  'useLinkClickHandler',
  'useLocation',
  'useNavigate',
  'useResolvedPath',
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
    { label: 'react + react-dom', router: [] as string[], dom: false, shake: false },
    { label: 'react + react-dom + react-router data router', router: DATA_ROUTER, dom: true, shake: false },
    {
      label: "react + react-dom + react-router, the site's imports",
      router: SITE_ROUTER,
      dom: false,
      shake: false,
    },
    {
      label: "react + react-dom + react-router, the site's imports and build plugin (as the site)",
      router: SITE_ROUTER,
      dom: false,
      shake: true,
    },
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
      plugins: entry.shake ? [routerTreeShaking()] : [],
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
