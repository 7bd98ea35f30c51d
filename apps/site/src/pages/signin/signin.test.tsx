import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '../../account/test-account-api.tsx';
import { renderAt } from '../../test-router.tsx';
import SignInPage, { meta } from './route.tsx';

vi.mock('../../account/captcha-field.tsx', async () => ({
  CaptchaField: (await import('../../account/test-account-api.tsx')).FakeCaptchaField,
}));

/** Signs in on the page at `path`; resolves with where the page sent the browser. */
async function signInAt(path: string): Promise<string | undefined> {
  const go = vi.fn();
  const view = renderAt(<SignInPage go={go} />, { api: fakeAccountApi().api, path });
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'ann' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
  view.unmount();
  return go.mock.calls[0]?.[0];
}

describe('/signin/', { timeout: 20_000 }, () => {
  it('is the Login form as a page, kept out of search indexes', async () => {
    expect(meta()).toMatchObject({ noindex: true });
    renderAt(<SignInPage go={() => {}} />, { api: fakeAccountApi().api, path: '/signin/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Restore password' })).toBeTruthy();
  });

  it('?confirmed=1 says the address is confirmed', async () => {
    renderAt(<SignInPage go={() => {}} />, { api: fakeAccountApi().api, path: '/signin/?confirmed=1' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address is confirmed. You can log in now.',
    );
  });

  it('after a sign-in goes home, or to a ?next= path of this site only', async () => {
    expect(await signInAt('/signin/')).toBe('/');
    expect(await signInAt('/signin/?next=%2Fvideos%2Ftop-rated%2F1%2F%3Fx%3D1')).toBe(
      '/videos/top-rated/1/?x=1',
    );
    expect(await signInAt('/signin/?next=%2F%2Fevil.example%2F')).toBe('/evil.example/');
    expect(await signInAt('/signin/?next=%2F%5Cevil.example%2F')).toBe('/evil.example/');
    expect(await signInAt('/signin/?next=https%3A%2F%2Fevil.example%2F')).toBe('/');
  });
});
