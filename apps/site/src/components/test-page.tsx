import { within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { PageOutlet } from '../app.tsx';
import type { PageLoader, PageModule } from '../route-module.ts';
import { renderRouter } from '../router/test-router.tsx';

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

/**
 * Renders a page module at `url` under the site router with one route, `routePath`, the
 * way routes.tsx wires it (the loader gets params, url and the api). For page tests.
 */
export function renderPage<T>(
  mod: { default: ComponentType; loader?: PageLoader<T> },
  options: { routePath: string; url: string; api: ApiTransport },
) {
  return renderRouter({
    pages: [{ name: 'page', path: options.routePath, load: async () => mod as PageModule }],
    url: options.url,
    api: options.api,
    layout: <PageOutlet />,
  });
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
