import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Resolve options for the test projects that import other workspace packages: the 'source'
 * condition first, so `@tubekit/*` resolves to src/ (a fresh clone has no dist/), in jsdom
 * tests and in node-environment tests alike (those go through the ssr resolver, which also
 * has to bundle the packages rather than leave them to Node).
 */
export const workspaceSources = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    noExternal: [/^@tubekit\//],
  },
};
