import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAccountApi } from '../../../account/test-account-api.tsx';
import { renderPage } from '../../../components/test-page.tsx';
import { notificationsStore } from '../../../state/notifications.ts';
import { testMember } from '../test-members.ts';
import * as edit from './route.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => notificationsStore.setState({ items: [] }));

/** The edit page over a fake API: member.php section=profile says owner, saves answer `save`. */
function editPage(relation: 'owner' | 'member', save: (form: Record<string, string | number>) => unknown) {
  const member = testMember();
  const fake = fakeAccountApi((sent) =>
    sent.form.section === 'profile'
      ? relation === 'owner'
        ? { member, relation }
        : { relation }
      : save(sent.form),
  );
  const api = {
    ...fake.api,
    get: async <T,>(path: string) =>
      path.startsWith('json/member/') ? ({ member } as T) : fake.api.get<T>(path),
  };
  renderPage(edit, { routePath: 'members/:id/edit/', url: '/members/7/edit/', api });
  return fake;
}

describe('the edit tab', () => {
  it('shows errors under their fields before sending anything (the generic field check)', async () => {
    const fake = editPage('owner', () => ({ success: true }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'not a site' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('minimum length of 2 characters')).toBeTruthy();
    expect(within(form).getByText('Please choose or enter a valid value')).toBeTruthy();
    expect(within(form).getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(fake.posts.filter((p) => p.form.section === 'edit')).toEqual([]);
  });

  it('sends the profile with its form token and says "Profile changed"; the header shows the saved member', async () => {
    const fake = editPage('owner', (form) => ({
      success: true,
      member: testMember({ city: String(form.city), username: 'AnnaBell' }),
    }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Paris' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Profile changed']),
    );
    const sent = fake.posts.find((p) => p.form.section === 'edit');
    expect(sent?.path).toBe('member.php');
    expect(sent?.form).toMatchObject({ city: 'Paris', country: 'fr', csrf: expect.stringMatching(/^csrf-/) });
    expect(fake.gets).toContain('form.php?form=profile');
  });

  it("shows the server's field errors under their fields", async () => {
    editPage('owner', () => ({ error: true, codes: [{ field: 'birth_date', code: 'under_age' }] }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('You must be at least 18 years old')).toBeTruthy();
  });

  it('requires the current password and a new one of 5 characters or more', async () => {
    const fake = editPage('owner', () => ({ success: true }));
    const form = await screen.findByRole('form', { name: 'Password' });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('minimum length of 5 characters')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'secret1' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'secret2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Password changed']),
    );
    expect(fake.posts.at(-1)?.form).toMatchObject({ act: 'password', pwd: 'secret1', npwd: 'secret2' });
  });

  it('tells another member "You do not have permission to view." and shows no form', async () => {
    editPage('member', () => ({ success: true }));
    expect(await screen.findByText('You do not have permission to view.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
