import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { PageOutlet } from '../app.tsx';
import type { PageRoute } from '../router/route-table.ts';
import { renderRouter } from '../router/test-router.tsx';
import { setMenuOpen } from '../state/header.ts';
import { closeModal, modalsStore } from '../state/modals.ts';
import type { SessionUser } from '../state/user.ts';
import { Header } from './header.tsx';

const member: SessionUser = { user_id: 42, username: 'ann' };

const MEMBER_LINKS = [
  ['Edit profile', '/members/42/edit/'],
  ['Favourite videos', '/members/42/favourite_videos/1/'],
  ['Bookmarks', '/members/42/bookmarks/1/'],
  ['Subscriptions', '/members/42/subscriptions/1/'],
  ['Friends', '/members/42/friends/1/'],
  ['Messages', '/members/42/messages/'],
  ['Uploaded videos', '/members/42/uploaded_videos/1/'],
  ['Upload', '/upload-video/'],
];

/** The header over a page of route `name`, for a member or a visitor. */
function renderHeader(options: { user?: SessionUser | null; name?: string; api?: ApiTransport } = {}) {
  const module = { default: () => <p>page</p> };
  const route: PageRoute = { name: options.name ?? 'index', path: '*', load: async () => module };
  return renderRouter({
    pages: [route],
    url: '/',
    root: { categories: [], user: options.user ?? null },
    initial: { route, params: {}, module, data: null },
    layout: (
      <>
        <Header />
        <PageOutlet />
      </>
    ),
    ...(options.api ? { api: options.api } : {}),
  });
}

const linksOf = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('header: login button and member menus', () => {
  afterEach(() => {
    closeModal();
    setMenuOpen(false);
  });

  it("a visitor's Login button opens the Login modal", () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(modalsStore.getState().name).toBe('login');
  });

  it("a member's menu lists profile edit, favourites, bookmarks, subscriptions, friends, messages, uploads, upload and Log out", async () => {
    renderHeader({ user: member });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /ann/ }));
    const list = document.querySelector('.header__actions .dropdown__list') as HTMLElement;
    // The items are the member menu's own chunk, loaded after the first render.
    expect(await within(list).findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(linksOf(list)).toEqual(MEMBER_LINKS);
  });

  it("a moderator's menu adds Moderation (/moderation/) after the member links", async () => {
    renderHeader({ user: { ...member, role: 'moderator' } });
    fireEvent.click(screen.getByRole('button', { name: /ann/ }));
    const list = document.querySelector('.header__actions .dropdown__list') as HTMLElement;
    expect(await within(list).findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(linksOf(list)).toEqual([...MEMBER_LINKS, ['Moderation', '/moderation/']]);
  });

  it('the burger menu holds the same member links and Log out; a visitor gets Login there', async () => {
    const first = renderHeader({ user: member });
    act(() => setMenuOpen(true));
    // The burger menu loads on its first opening.
    const burger = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(burger).findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(linksOf(burger).slice(-MEMBER_LINKS.length)).toEqual(MEMBER_LINKS);
    first.unmount();
    renderHeader();
    act(() => setMenuOpen(true));
    const visitorBurger = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(visitorBurger).queryByRole('link', { name: 'Edit profile' })).toBeNull();
    fireEvent.click(within(visitorBurger).getByRole('button', { name: 'Login' }));
    expect(modalsStore.getState().name).toBe('login');
  });

  it('the open burger menu dims the page with a layer whose click closes the menu', async () => {
    renderHeader();
    act(() => setMenuOpen(true));
    await screen.findByRole('navigation', { name: 'Menu' });
    fireEvent.click(document.querySelector('.burger__backdrop') as HTMLElement);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is not shown on the sign-up page (spec section 2)', () => {
    renderHeader({ name: 'signup' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
