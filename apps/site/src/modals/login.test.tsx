import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '../account/test-account-api.tsx';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { LoginModal } from './login-modal.tsx';

vi.mock('../account/captcha-field.tsx', async () => ({
  CaptchaField: (await import('../account/test-account-api.tsx')).FakeCaptchaField,
}));

const notices = () => notificationsStore.getState().items.map((n) => n.text);

/** The modal with a fake API; `answer` answers the POSTs. */
function openLogin(answer?: Parameters<typeof fakeAccountApi>[0]) {
  const fake = fakeAccountApi(answer);
  const reload = vi.fn();
  renderAt(<LoginModal reload={reload} />, { api: fake.api });
  return { ...fake, reload };
}

async function signIn(usr: string, pwd: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: usr } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: pwd } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  });
}

/** The error text under a field: the element its aria-describedby names. */
function errorUnder(label: string): string | null | undefined {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
}

describe('Login modal: sign-in mode', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('asks form.php for the login form when it opens', async () => {
    const { gets } = openLogin();
    await waitFor(() => expect(gets).toEqual(['form.php?form=login']));
  });

  it('client checks: both fields required, then invalid_usr_or_pwd under 3 / 5 characters; nothing sent', async () => {
    const { posts } = openLogin();
    await signIn('', '');
    expect(errorUnder('Username')).toBe('This field is required');
    expect(errorUnder('Password')).toBe('This field is required');
    await signIn('ab', 'secret');
    expect(errorUnder('Password')).toBe('Invalid username or password');
    await signIn('abc', '1234');
    expect(errorUnder('Password')).toBe('Invalid username or password');
    expect(posts).toEqual([]);
  });

  it('toggles the password visibility', async () => {
    openLogin();
    const pwd = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(pwd.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pwd.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(pwd.type).toBe('password');
  });

  it('posts usr, pwd, remember (1 or 0, not remember_me) and csrf to login.php, then reloads the page', async () => {
    const { posts, reload } = openLogin(() => ({ success: true, user: { user_id: 3, username: 'ann' } }));
    await signIn(' ann ', 'secret1');
    expect(posts).toEqual([
      { path: 'login.php', form: { usr: 'ann', pwd: 'secret1', remember: '1', csrf: 'csrf-1' } },
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByLabelText('Remember me'));
    await signIn('ann', 'secret1');
    expect(posts[1]?.form.remember).toBe('0');
  });

  it('shows invalid_usr_or_pwd (401) under the password with the error_login notice; no reload', async () => {
    const { reload } = openLogin(() => ({
      error: true,
      codes: [{ field: 'pwd', code: 'invalid_usr_or_pwd' }],
    }));
    await signIn('ann', 'wrong-pwd');
    expect(errorUnder('Password')).toBe('Invalid username or password');
    expect(notices()).toEqual(['Incorrect login or password']);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('form_expired: asks form.php again and resends once with the new token', async () => {
    const expired = { error: true, codes: [{ field: 'notify', code: 'form_expired' }] };
    const { gets, posts, reload } = openLogin((_s, i) => (i === 0 ? expired : { success: true }));
    await signIn('ann', 'secret1');
    expect(gets).toHaveLength(2);
    expect(posts.map((p) => p.form.csrf)).toEqual(['csrf-1', 'csrf-2']);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([]);
  });

  it('too_many_attempts (429) shows under the form and as a notice', async () => {
    openLogin(() => ({ error: true, codes: [{ field: 'notify', code: 'too_many_attempts' }] }));
    await signIn('ann', 'secret1');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Too many authorization attempts. Try again later.',
    ]);
    expect(notices()).toEqual(['Too many authorization attempts. Try again later.']);
  });

  it('email_not_confirmed offers the resend form (act=resend with the captcha), then returns to Login', async () => {
    const { posts } = openLogin((_s, i) =>
      i === 0
        ? { error: true, codes: [{ field: 'notify', code: 'email_not_confirmed' }] }
        : { success: true },
    );
    await signIn('ann@example.com', 'secret1');
    expect(screen.getByRole('alert').textContent).toBe('Please confirm your email and try again');
    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(screen.getByRole('dialog', { name: 'Resend confirmation' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    });
    expect(posts[1]).toEqual({
      path: 'signup.php',
      form: { act: 'resend', eml: 'ann@example.com', tok: 'solved', csrf: 'csrf-2' },
    });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/we sent it a new confirmation link/);
  });

  it('shows the transport message when there is no answer, and stays open', async () => {
    const { api } = fakeAccountApi();
    api.post = async () => {
      throw new Error('Network Error');
    };
    renderAt(<LoginModal reload={() => {}} />, { api });
    await signIn('visitor1', 'secret1');
    expect(notices()).toEqual(['Network Error']);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});

describe('Login modal: restore mode', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  async function restore(eml: string) {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: eml } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore password' }));
    });
  }

  it('eml_invalid at 3 characters, sent at 4 with the captcha token and csrf; success returns to sign-in', async () => {
    const { gets, posts } = openLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Restore password' })).toBeTruthy();
    await waitFor(() => expect(gets).toContain('form.php?form=restore'));
    await restore('a@b');
    expect(errorUnder('E-mail')).toBe('Email entered incorrectly');
    await restore('a@bc');
    expect(screen.getByText('Please complete the check above, then send again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await restore('a@bc');
    expect(posts).toEqual([
      { path: 'signup.php', form: { act: 'restore', eml: 'a@bc', tok: 'solved', csrf: 'csrf-2' } },
    ]);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'If an account has this e-mail address, we sent it a link to choose a new password.',
    );
  });

  it('captcha_failed shows under the captcha and brings a new challenge', async () => {
    const { gets } = openLogin(() => ({ error: true, codes: [{ field: 'tok', code: 'captcha_failed' }] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await restore('me@example.com');
    expect(screen.getByText('Please complete the check again')).toBeTruthy();
    await waitFor(() => expect(gets.filter((g) => g === 'form.php?form=restore')).toHaveLength(2));
  });
});
