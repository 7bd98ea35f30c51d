import { render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import type { PageLoader } from '../route-module.ts';
import { SiteContext } from '../site-context.tsx';

/** A fake ApiTransport answering GETs from `answers(path)`; records every path asked. */
export function fakeApi(answers: (path: string) => unknown): ApiTransport & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async get<T>(path: string): Promise<T> {
      calls.push(path);
      return answers(path) as T;
    },
    async post<T>(path: string): Promise<T> {
      calls.push(path);
      return answers(path) as T;
    },
  };
}

/** Nothing while the first loader runs. */
function NoFallback() {
  return null;
}

/**
 * Renders a page module at `url` under a memory data router whose route has `routePath`,
 * the way routes.tsx wires it (loader gets params, url, request and the api). For page tests.
 */
export function renderPage<T>(
  mod: { default: ComponentType; loader?: PageLoader<T> },
  options: { routePath: string; url: string; api: ApiTransport },
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ categories: [] }),
        children: [
          {
            id: 'page',
            path: options.routePath,
            loader: ({ params, request }) =>
              mod.loader
                ? mod.loader({ params, request, url: new URL(request.url), api: options.api })
                : null,
            Component: mod.default,
            HydrateFallback: NoFallback,
          },
        ],
      },
    ],
    { initialEntries: [options.url] },
  );
  const view = render(
    <SiteContext.Provider value={{ cookies: {}, origin: 'http://test' }}>
      <RouterProvider router={router} />
    </SiteContext.Provider>,
  );
  return { router, ...view };
}

/** The href of every link inside `root`, in order (pager, tabs, sort and filter menus). */
export function linkHrefs(root: HTMLElement): (string | null)[] {
  return within(root)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
}

/** The list a menu toggle (sort, filter) controls; open it first with a click. */
export function menuOf(toggle: HTMLElement): HTMLElement {
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
}

/**
 * Waits until a loader of the page has thrown, then gives the status of each route error
 * ([404] for notFound()). `wait` lengthens the wait on a loaded machine.
 */
export async function routeErrorStatuses(
  router: { state: { errors: Record<string, unknown> | null } },
  wait?: { timeout: number },
): Promise<(number | undefined)[]> {
  await vi.waitFor(() => expect(router.state.errors).not.toBeNull(), wait);
  return Object.values(router.state.errors ?? {}).map((e) => (e as { status?: number }).status);
}
