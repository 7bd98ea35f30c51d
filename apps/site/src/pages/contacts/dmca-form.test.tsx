import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi, type SentForm } from '../../account/test-account-api.tsx';
import { PageOutlet } from '../../app.tsx';
import type { PageRoute } from '../../router/route-table.ts';
import { renderRouter } from '../../router/test-router.tsx';
import * as contacts from './route.tsx';

configure({ asyncUtilTimeout: 5000 });

/** The contacts page over a fake API whose dmca.php answers `answer`; the form opened. */
async function openDmcaForm(answer?: (sent: SentForm, index: number) => unknown) {
  const fake = fakeAccountApi(answer);
  const route: PageRoute = { name: 'contacts', path: '*', load: async () => contacts };
  renderRouter({
    pages: [route],
    url: '/contacts/',
    api: fake.api,
    cookies: { _agev: '1' },
    initial: { route, params: {}, module: contacts, data: null },
    layout: <PageOutlet />,
  });
  expect(fake.gets).toEqual([]);
  fireEvent.click(await screen.findByRole('button', { name: 'Send a DMCA notice' }));
  return { fake, form: await screen.findByRole('form', { name: 'DMCA notice' }) };
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

const COMPLETE = {
  'Your name': ' Studio X ',
  'Your e-mail': 'legal@example.com',
  'Address of the page on this site': 'http://site/video/40/party/',
  'Your original work (an address or a description)': 'https://studio.example/party',
  'Your notice': 'This is our film.',
};

describe('contacts: the DMCA notice form', { timeout: 20_000 }, () => {
  it('shows each missing field and the unticked statement before sending anything', async () => {
    const { fake, form } = await openDmcaForm();
    fill(form, { 'Your e-mail': 'legal@', 'Address of the page on this site': 'party' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the notice' }));
    const alerts = within(form)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      'This field is required',
      'Email entered incorrectly',
      'Please give the address of a page on this site',
      'This field is required',
      'This field is required',
      'Please confirm the statement',
    ]);
    expect(within(form).getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(fake.posts).toEqual([]);
  });

  it('sends the notice with the dmca form token and sworn=1, then says it was sent in place of the form', async () => {
    const { fake, form } = await openDmcaForm();
    fill(form, COMPLETE);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send the notice' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you. Your notice was sent to our moderators.',
    );
    expect(screen.queryByRole('form', { name: 'DMCA notice' })).toBeNull();
    expect(fake.gets).toEqual(['form.php?form=dmca']);
    expect(fake.posts).toEqual([
      {
        path: 'dmca.php',
        form: {
          name: 'Studio X',
          email: 'legal@example.com',
          url: 'http://site/video/40/party/',
          work: 'https://studio.example/party',
          text: 'This is our film.',
          sworn: '1',
          csrf: 'csrf-1',
        },
      },
    ]);
  });

  it("shows the server's refusal of a field under it, and a rate limit under the form", async () => {
    const { form } = await openDmcaForm((_sent, index) =>
      index === 0
        ? { error: true, code: 'invalid_param', field: 'url' }
        : { error: true, code: 'rate_limited' },
    );
    fill(form, COMPLETE);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send the notice' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please give the address of a page on this site',
    );
    expect(within(form).getByLabelText('Address of the page on this site').getAttribute('aria-invalid')).toBe(
      'true',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Send the notice' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'You have sent many notices in a short time. Please try again later.',
      ),
    );
  });
});
