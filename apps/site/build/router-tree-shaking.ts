import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router's production build the site never uses.
 * The build keeps every `X.displayName = "…"` statement and every top-level
 * `React.createContext(…)`/`memo`/`forwardRef` call, as they may have side effects, and
 * through them whole components (the data router, Form, ScrollRestoration, prefetching)
 * that nothing imports. Removing the names (React reads them only for dev tooling) and
 * marking those calls pure leaves the usual tree-shaking to do the rest: about 1 KB gzip
 * with the site's imports (bench/site prints the framework floor with and without it).
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'tubekit:router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
          .replace(/(=\s*)(React\d*\.(?:createContext|memo|forwardRef)\()/g, '$1/* @__PURE__ */ $2'),
        map: null,
      };
    },
  };
}
