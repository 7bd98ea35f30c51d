import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageOutlet } from '../app.tsx';
import type { PageModule } from '../route-module.ts';
import { Link, NavLink } from './link.tsx';
import { redirect, replace } from './outcome.ts';
import type { PageRoute } from './route-table.ts';
import { useNavigating, usePageData } from './site-state.ts';
import { renderRouter } from './test-router.tsx';

/** A loader answer the test releases when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Shows() {
  const data = usePageData<{ text: string }>();
  return <p data-testid="page">{data.text}</p>;
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/a/">A</NavLink>
        <Link to="/b/">B</Link>
      </nav>
      <Busy />
      <PageOutlet />
    </>
  );
}

function Broken(): never {
  throw new Error('render bug');
}

function Links() {
  return (
    <nav>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/a/">A</NavLink>
      <NavLink to="/a/" end>
        A only
      </NavLink>
    </nav>
  );
}

function Busy() {
  return useNavigating() ? <p role="status">Loading…</p> : null;
}

const text = (value: string): PageModule => ({ default: Shows, loader: () => ({ text: value }) });

describe('SiteRouter', () => {
  it("keeps the page until the next page's loader answers, then changes page and address together", async () => {
    const slow = deferred<{ text: string }>();
    const pages: PageRoute[] = [
      { name: 'a', path: '/a/', load: async () => text('Page A') },
      { name: 'b', path: '/b/', load: async () => ({ default: Shows, loader: () => slow.promise }) },
    ];
    const { router } = renderRouter({ pages, url: '/a/', layout: <Layout /> });
    expect((await screen.findByTestId('page')).textContent).toBe('Page A');
    expect(screen.getByRole('link', { name: 'A' }).className).toBe('active');

    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByTestId('page').textContent).toBe('Page A');
    expect(router.state.location.pathname).toBe('/a/');

    await act(async () => slow.resolve({ text: 'Page B' }));
    expect(screen.getByTestId('page').textContent).toBe('Page B');
    expect(router.state.location.pathname).toBe('/b/');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'A' }).className).toBe('');
  });

  it('lets a newer navigation win over a slower one', async () => {
    const slow = deferred<{ text: string }>();
    const pages: PageRoute[] = [
      { name: 'a', path: '/a/', load: async () => text('Page A') },
      { name: 'b', path: '/b/', load: async () => ({ default: Shows, loader: () => slow.promise }) },
      { name: 'c', path: '/c/', load: async () => text('Page C') },
    ];
    const { router } = renderRouter({ pages, url: '/a/', layout: <Layout /> });
    await screen.findByTestId('page');
    const first = router.navigate('/b/');
    await act(() => router.navigate('/c/'));
    await act(async () => {
      slow.resolve({ text: 'Page B' });
      await first;
    });
    expect(screen.getByTestId('page').textContent).toBe('Page C');
    expect(router.state.location.pathname).toBe('/c/');
  });

  it("follows a loader's redirect: replace() replaces the entry, redirect() keeps the push", async () => {
    const pages: PageRoute[] = [
      { name: 'a', path: '/a/', load: async () => text('Page A') },
      { name: 'gone', path: '/gone/', load: async () => ({ default: Shows, loader: () => replace('/a/') }) },
      {
        name: 'moved',
        path: '/moved/',
        load: async () => ({ default: Shows, loader: () => redirect('/c/') }),
      },
      { name: 'c', path: '/c/', load: async () => text('Page C') },
    ];
    const { router } = renderRouter({ pages, url: '/c/', layout: <Layout /> });
    await screen.findByTestId('page');
    await act(() => router.navigate('/gone/'));
    expect(router.state.location.pathname).toBe('/a/');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/moved/'));
    expect(router.state.location.pathname).toBe('/c/');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByTestId('page').textContent).toBe('Page C');
  });

  it('opens a linked page at its top (a pager click kept the scroll position); the first page and #fragments are left alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const pages: PageRoute[] = [
      { name: 'a', path: '/a/', load: async () => text('Page A') },
      { name: 'b', path: '/b/', load: async () => text('Page B') },
    ];
    const { router } = renderRouter({ pages, url: '/a/', layout: <Layout /> });
    await screen.findByText('Page A');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    await screen.findByText('Page B');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/a/#comments'));
    await screen.findByText('Page A');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('reloads the earlier page on back', async () => {
    let visits = 0;
    const pages: PageRoute[] = [
      {
        name: 'a',
        path: '/a/',
        load: async () => ({ default: Shows, loader: () => ({ text: `A, visit ${++visits}` }) }),
      },
      { name: 'b', path: '/b/', load: async () => text('Page B') },
    ];
    const { router } = renderRouter({ pages, url: '/a/', layout: <Layout /> });
    await screen.findByText('A, visit 1');
    await act(() => router.navigate('/b/'));
    await screen.findByText('Page B');
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    await screen.findByText('A, visit 2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('shows the error view for a page that fails to render, keeps the layout, and renders the next page', async () => {
    const pages: PageRoute[] = [
      { name: 'a', path: '/a/', load: async () => ({ default: Broken }) },
      { name: 'b', path: '/b/', load: async () => text('Page B') },
    ];
    const quiet = console.error;
    console.error = () => {};
    try {
      renderRouter({ pages, url: '/a/', layout: <Layout /> });
      expect(await screen.findByText('Something went wrong')).toBeTruthy();
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      expect((await screen.findByTestId('page')).textContent).toBe('Page B');
    } finally {
      console.error = quiet;
    }
  });

  it('marks a NavLink active on its page and below it, but the home link only on home', async () => {
    const pages: PageRoute[] = [{ name: 'a', path: '/a/*', load: async () => ({ default: Links }) }];
    renderRouter({ pages, url: '/a/b/', layout: <PageOutlet /> });
    expect((await screen.findByRole('link', { name: 'A' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'A only' }).className).toBe('');
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('');
  });
});
