import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiTransport } from '../api/transport.ts';
import { modalsStore, openModal } from '../state/modals.ts';
import { notificationsStore } from '../state/notifications.ts';
import { renderAt } from '../test-router.tsx';
import { ReportModal } from './report-modal.tsx';

const notices = () => notificationsStore.getState().items.map((n) => n.text);

/** The dialog about video 5 with a fake API whose POSTs answer `answer`. */
function openReport(answer: unknown) {
  const posts: { path: string; form: Record<string, string | number> }[] = [];
  const api: ApiTransport = {
    get: async <T,>() => ({}) as T,
    post: async <T,>(path: string, form: Record<string, string | number>) => {
      posts.push({ path, form });
      return answer as T;
    },
  };
  openModal('report', { props: { section: 'videos', objectId: 5 } });
  renderAt(<ReportModal />, { api });
  return posts;
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send report' })));

describe('Report dialog', () => {
  beforeEach(() => notificationsStore.setState({ items: [] }));

  it("lists the spec's forbidden content first and sends the chosen reason to report.php", async () => {
    const posts = openReport({ ok: true });
    const reasons = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    expect(reasons.slice(0, 7)).toEqual([
      'minors',
      'animals',
      'rape',
      'incest',
      'violence',
      'blood',
      'vomiting',
    ]);
    fireEvent.click(screen.getByLabelText('Minors (under 18)'));
    await send();
    expect(posts).toEqual([
      { path: 'report.php', form: { section: 'videos', object_id: 5, reason: 'minors', text: '' } },
    ]);
    expect(notices()).toEqual(['Thank you. A moderator will look at it.']);
    expect(modalsStore.getState().name).toBeNull();
  });

  it('takes "Please choose a reason" away once a reason is chosen (no stale error above the form)', async () => {
    openReport({ ok: true });
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason');
    fireEvent.click(screen.getByLabelText('Spam or advertising'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a reason, and for details with "Something else", before sending', async () => {
    const posts = openReport({ ok: true });
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason');
    fireEvent.click(screen.getByLabelText('Something else'));
    await send();
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(posts).toEqual([]);
  });

  it('a second report of the same item says so and closes', async () => {
    openReport({ error: true, code: 'already_reported' });
    fireEvent.click(screen.getByLabelText('Spam or advertising'));
    await send();
    expect(notices()).toEqual(['You have already reported this.']);
    expect(modalsStore.getState().name).toBeNull();
  });
});
