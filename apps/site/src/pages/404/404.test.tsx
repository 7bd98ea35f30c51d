import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../routes.tsx';
import { renderStaticPage } from '../information/test-static-page.tsx';
import * as notFound from './route.tsx';

describe('404 page', { timeout: 20_000 }, () => {
  it('reads "Oops! Content not found!" with a link home', async () => {
    renderStaticPage(notFound, '/no/such/page/', { _agev: '1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Content not found!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('is the catch-all with status 404, titled by the spec and kept out of indexes', () => {
    expect(PAGE_ROUTES.find((r) => r.name === 'not-found')).toMatchObject({ path: '*', status: 404 });
    expect(notFound.meta()).toMatchObject({ title: 'Oops! Content not found!', noindex: true });
  });
});
