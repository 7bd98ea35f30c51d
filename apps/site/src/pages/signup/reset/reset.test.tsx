import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '../../../account/test-account-api.tsx';
import { closeModal, modalsStore } from '../../../state/modals.ts';
import { renderAt } from '../../../test-router.tsx';
import ResetPasswordPage, { meta } from './route.tsx';

vi.mock('../../../account/captcha-field.tsx', async () => ({
  CaptchaField: (await import('../../../account/test-account-api.tsx')).FakeCaptchaField,
}));

function openReset(answer?: Parameters<typeof fakeAccountApi>[0], path = '/signup/reset/?token=tk-1') {
  const fake = fakeAccountApi(answer);
  renderAt(<ResetPasswordPage go={() => {}} />, { api: fake.api, path });
  return fake;
}

async function choose(pwd: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: pwd } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
}

function errorUnder(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('/signup/reset/?token=', { timeout: 20_000 }, () => {
  beforeEach(() => closeModal());

  it('is kept out of search indexes', () => {
    expect(meta()).toMatchObject({ noindex: true });
  });

  it('refuses a repeat that does not match, and a password under 5 characters; nothing sent', async () => {
    const { posts } = openReset();
    await choose('secret1', 'secret2');
    expect(errorUnder('Repeat the new password')).toBe('The passwords do not match');
    expect(errorUnder('New password')).toBeNull();
    await choose('abcd', 'abcd');
    expect(errorUnder('New password')).toBe('minimum length of 5 characters');
    expect(posts).toEqual([]);
  });

  it('sends act=reset with the token; success says Password changed and shows the sign-in form', async () => {
    const { posts, gets } = openReset();
    await choose('secret1', 'secret1');
    expect(posts).toEqual([
      { path: 'signup.php', form: { act: 'reset', token: 'tk-1', pwd: 'secret1', csrf: 'csrf-1' } },
    ]);
    expect(gets[0]).toBe('form.php?form=reset');
    expect(screen.getByRole('status').textContent).toBe('Password changed');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('invalid_link: says so and offers a new link (the Login modal in restore mode)', async () => {
    openReset(() => ({ error: true, codes: [{ field: 'token', code: 'invalid_link' }] }));
    await choose('secret1', 'secret1');
    expect(screen.getByRole('alert').textContent).toBe('The link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(modalsStore.getState()).toMatchObject({ name: 'login', props: { mode: 'restore' } });
  });

  it('without a token it is the invalid link view at once', async () => {
    const { gets } = openReset(undefined, '/signup/reset/');
    expect((await screen.findByRole('alert')).textContent).toBe('The link is invalid or has expired');
    expect(gets).toEqual([]);
  });
});
