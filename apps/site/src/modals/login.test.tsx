import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { LoginModal } from './login-modal.tsx';
import { checkRestore, checkSignIn } from './login-rules.ts';

describe('login rules (spec section 5)', () => {
  it('requires both fields, then refuses short ones with invalid_usr_or_pwd', () => {
    expect(checkSignIn('', '')).toEqual({ usr: 'required', pwd: 'required' });
    expect(checkSignIn('ab', 'secret')).toEqual({ pwd: 'invalid_usr_or_pwd' });
    expect(checkSignIn('abc', '1234')).toEqual({ pwd: 'invalid_usr_or_pwd' });
    expect(checkSignIn('abc', '12345')).toEqual({});
  });
  it('refuses a restore value of 3 characters or fewer', () => {
    expect(checkRestore('a@b')).toEqual({ eml: 'eml_invalid' });
    expect(checkRestore('a@b.c')).toEqual({});
  });
});

const failing = (error: Error): ApiTransport => ({
  get: async () => {
    throw error;
  },
  post: async () => {
    throw error;
  },
});

describe('LoginModal', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('shows client errors under the fields and sends nothing', async () => {
    let posts = 0;
    const api: ApiTransport = {
      get: async () => ({}) as never,
      post: async () => {
        posts++;
        return {} as never;
      },
    };
    renderAt(<LoginModal />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(posts).toBe(0);
  });

  it('toggles the password visibility', async () => {
    renderAt(<LoginModal />, { api: failing(new Error('x')) });
    const pwd = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(pwd.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: /show/i }));
    expect(pwd.type).toBe('text');
  });

  it('shows the network error notice while login.php does not exist', async () => {
    renderAt(<LoginModal />, { api: failing(new Error('Network Error')) });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'visitor1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Network Error']);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('restore mode returns to sign-in after success', async () => {
    const api: ApiTransport = {
      get: async () => ({}) as never,
      post: async () => ({ success: true }) as never,
    };
    renderAt(<LoginModal />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'me@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore password' }));
    });
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
