import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '../../account/test-account-api.tsx';
import { notificationsStore } from '../../state/notifications.ts';
import { renderAt } from '../../test-router.tsx';
import SignupPage, { meta } from './route.tsx';

vi.mock('../../account/captcha-field.tsx', async () => ({
  CaptchaField: (await import('../../account/test-account-api.tsx')).FakeCaptchaField,
}));

function openSignup(answer?: Parameters<typeof fakeAccountApi>[0], path = '/signup/') {
  const fake = fakeAccountApi(answer);
  const view = renderAt(<SignupPage />, { api: fake.api, path });
  return { ...fake, ...view };
}

async function fill(values: { usr?: string; eml?: string; pwd?: string; terms?: boolean; solve?: boolean }) {
  if (values.usr !== undefined)
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: values.usr } });
  if (values.eml !== undefined)
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: values.eml } });
  if (values.pwd !== undefined)
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.pwd } });
  if (values.terms) fireEvent.click(screen.getByRole('checkbox', { name: /I am 18 or older/ }));
  if (values.solve) fireEvent.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  });
}

/** The error text under a field (its aria-describedby), or null without one. */
function errorUnder(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const valid = { usr: 'new_member', eml: 'me@example.com', pwd: 'secret1', terms: true, solve: true };

describe('/signup/', { timeout: 20_000 }, () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it('is kept out of search indexes', () => {
    expect(meta()).toMatchObject({ title: 'Sign up', noindex: true });
  });

  it('shows every field, the terms box with its two links, a brand link home; asks form.php?form=signup', async () => {
    const { gets } = openSignup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    for (const label of ['Username', 'E-mail', 'Password']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe(
      '/information/terms/',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/information/privacy/',
    );
    expect(screen.getByRole('link', { name: 'Tubekit home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(gets).toEqual(['form.php?form=signup']));
  });

  it('client checks: every field required, the terms box and the captcha too; nothing sent', async () => {
    const { posts } = openSignup();
    await screen.findByRole('button', { name: 'Solve the captcha' });
    await fill({});
    expect(errorUnder('Username')).toBe('This field is required');
    expect(errorUnder('E-mail')).toBe('This field is required');
    expect(errorUnder('Password')).toBe('This field is required');
    expect(errorUnder(/I am 18 or older/)).toBe('This field is required');
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Please complete the check above, then send again.')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('client checks at the boundaries: username 2 and 33, password 4 and 129, a bad address', async () => {
    const { posts } = openSignup();
    await fill({ ...valid, usr: 'ab', pwd: '1234', eml: 'me@example' });
    expect(errorUnder('Username')).toBe('minimum length of 3 characters');
    expect(errorUnder('Password')).toBe('minimum length of 5 characters');
    expect(errorUnder('E-mail')).toBe('Email entered incorrectly');
    await fill({ usr: 'a'.repeat(33), pwd: 'p'.repeat(129), eml: 'me@example.com' });
    expect(errorUnder('Username')).toBe('Maximum length of 32 characters');
    expect(errorUnder('Password')).toBe('Maximum length of 128 characters');
    expect(errorUnder('E-mail')).toBeNull();
    await fill({ usr: 'bad name' });
    expect(errorUnder('Username')).toBe('Only letters, digits, _ and - are allowed');
    expect(posts).toEqual([]);
  });

  it('sends 3 and 32 characters, password 5 and 128: act=signup with terms, tok and csrf', async () => {
    const { posts } = openSignup(() => ({ error: true, codes: [{ field: 'usr', code: 'username_taken' }] }));
    await fill({ ...valid, usr: 'abc', pwd: '12345' });
    await fill({ usr: 'a'.repeat(32), pwd: 'p'.repeat(128), solve: true });
    expect(posts.map((p) => [p.form.usr, p.form.pwd])).toEqual([
      ['abc', '12345'],
      ['a'.repeat(32), 'p'.repeat(128)],
    ]);
    expect(posts[0]).toEqual({
      path: 'signup.php',
      form: {
        act: 'signup',
        usr: 'abc',
        eml: 'me@example.com',
        pwd: '12345',
        terms: '1',
        tok: 'solved',
        csrf: 'csrf-1',
      },
    });
  });

  it("shows the server's codes under their fields with the spec texts, and brings a new captcha", async () => {
    const { gets } = openSignup(() => ({
      error: true,
      codes: [
        { field: 'usr', code: 'username_taken' },
        { field: 'eml', code: 'email_taken' },
        { field: 'pwd', code: 'max_length', length: 128 },
      ],
    }));
    await fill(valid);
    expect(errorUnder('Username')).toBe('This username is already taken');
    expect(errorUnder('E-mail')).toBe('This e-mail address is already in use');
    expect(errorUnder('Password')).toBe('Maximum length of 128 characters');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(gets).toHaveLength(2));
  });

  it('a signed-up visitor sees the confirm-your-email notice and can ask for a new link', async () => {
    const { posts } = openSignup();
    await fill({ ...valid, eml: ' me@example.com ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a confirmation link to me@example.com. Open it within 24 hours to activate your account.',
    );
    expect(screen.queryByLabelText('Username')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('me@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    });
    expect(posts[1]?.form).toMatchObject({ act: 'resend', eml: 'me@example.com', tok: 'solved' });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toHaveLength(2);
  });

  it('?link=invalid says the link is invalid or expired and offers the resend form', async () => {
    openSignup(undefined, '/signup/?link=invalid');
    expect((await screen.findByRole('alert')).textContent).toBe('The link is invalid or has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Resend confirmation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
  });

  it('asks form.php for a new challenge when a solved captcha expires, and sends the new solution', async () => {
    const { gets, posts } = openSignup();
    await waitFor(() => expect(gets).toEqual(['form.php?form=signup']));
    fireEvent.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expire the captcha' }));
    await waitFor(() => expect(gets).toEqual(['form.php?form=signup', 'form.php?form=signup']));
    await fill(valid);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.form).toMatchObject({ tok: 'solved', csrf: 'csrf-2' });
  });
});
