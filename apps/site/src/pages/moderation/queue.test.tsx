import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VideoFileSource } from '@tubekit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../components/test-page.tsx';
import { notificationsStore } from '../../state/notifications.ts';
import * as moderation from './route.tsx';
import { fakeModerationApi, type ModerationAnswers, testAction, testQueueItem } from './test-moderation.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  notificationsStore.setState({ items: [] });
  vi.unstubAllGlobals();
});

function moderationPage(answers: ModerationAnswers, post?: Parameters<typeof fakeModerationApi>[1]) {
  const fake = fakeModerationApi(answers, post);
  renderPage(moderation, { routePath: 'moderation/', url: '/moderation/', api: fake.api });
  return fake;
}

const notices = () => notificationsStore.getState().items.map((n) => [n.type, n.text]);

describe('/moderation/: the queue', { timeout: 20_000 }, () => {
  it('shows an upload with its preview, stills, duration, uploader, categories, duplicate flag and history, all as text', async () => {
    moderationPage({
      queue: {
        items: [
          testQueueItem({
            near_duplicate: { video_id: 12, title: 'Old beach', score: 0.87 },
            history: [testAction({ act: 'unpublish', text: 'Back <b>to</b> queue' })],
          }),
        ],
      },
    });
    const item = await screen.findByRole('article', { name: 'Beach <b>day</b>' });
    expect(within(item).getByRole('heading', { name: 'Beach <b>day</b>' })).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe(
      '/media/31/preview.jpg',
    );
    expect(within(item).getAllByRole('img', { name: /^Screenshot/ })).toHaveLength(2);
    expect(within(item).getByText('12:05')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'AnnaBell' }).getAttribute('href')).toBe('/members/7/');
    expect(within(item).getByText('Beach, Amateur')).toBeTruthy();
    expect(within(item).getByText(/Near duplicate \(87% of frames\)/)).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Old beach' }).getAttribute('href')).toBe(
      '/video/12/old-beach/',
    );
    expect(within(item).getByText('History (1)')).toBeTruthy();
    expect(within(item).getByText('Back <b>to</b> queue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Queue 1' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says "No preview yet" for an upload whose media has no images (no empty image)', async () => {
    moderationPage({ queue: { items: [testQueueItem({ preview: '', screenshots: [] })] } });
    const item = await screen.findByRole('article', { name: 'Beach <b>day</b>' });
    expect(within(item).getByText('No preview yet')).toBeTruthy();
    expect(item.querySelector('img')).toBeNull();
  });

  it('Approve posts act=approve with the video and the form token; the upload leaves the queue with a notice', async () => {
    const fake = moderationPage({ queue: { items: [testQueueItem()] } });
    const item = await screen.findByRole('article', { name: 'Beach <b>day</b>' });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(fake.posts).toEqual([
      { path: 'moderation.php', form: { video_id: '31', act: 'approve', csrf: 'csrf-1' } },
    ]);
    expect(fake.gets).toContain('form.php?form=moderation');
    expect(notices()).toEqual([['success', 'Published: Beach <b>day</b>']]);
    expect(screen.getByText('No uploads are waiting.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Queue 0' })).toBeTruthy();
  });

  it('lists the forbidden content first among the reject reasons, and leaves out banned', async () => {
    moderationPage({ queue: { items: [testQueueItem()] } });
    const form = await screen.findByRole('form', { name: 'Reject Beach <b>day</b>' });
    const options = within(form)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual([
      '',
      'minors',
      'animals',
      'rape',
      'incest',
      'violence',
      'blood',
      'vomiting',
      'duplicate',
      'copyright',
      'quality',
      'other',
    ]);
    expect(within(form).getByRole('option', { name: 'Minors (under 18)' })).toBeTruthy();
  });

  it('refuses a reject without a reason, or "other" without words, before sending; then sends reason and text', async () => {
    const fake = moderationPage({ queue: { items: [testQueueItem()] } });
    const form = await screen.findByRole('form', { name: 'Reject Beach <b>day</b>' });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please choose a reason');
    fireEvent.change(within(form).getByLabelText('Reason the uploader sees'), { target: { value: 'other' } });
    fireEvent.change(within(form).getByLabelText('Explanation'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please say why: the uploader sees it');
    expect(within(form).getByLabelText('Explanation').getAttribute('aria-invalid')).toBe('true');
    expect(fake.posts).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Explanation'), { target: { value: ' Audio only ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(fake.posts[0]?.form).toEqual({
      video_id: '31',
      reason: 'other',
      text: 'Audio only',
      act: 'reject',
      csrf: 'csrf-1',
    });
    expect(notices()).toEqual([['success', 'Rejected: Beach <b>day</b> (Other reason)']]);
  });

  it('keeps the upload and says why when the server refuses the act', async () => {
    moderationPage({ queue: { items: [testQueueItem()] } }, () => ({ error: true, code: 'not_found' }));
    const item = await screen.findByRole('article', { name: 'Beach <b>day</b>' });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('This item no longer exists');
    expect(notices()).toEqual([['error', 'This item no longer exists']]);
  });

  it('sends once more with a new token when the first is refused as expired', async () => {
    const fake = moderationPage({ queue: { items: [testQueueItem()] } }, (sent) =>
      sent.form.csrf === 'csrf-1'
        ? { error: true, codes: [{ field: 'notify', code: 'form_expired' }] }
        : { success: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(fake.posts.map((p) => p.form.csrf)).toEqual(['csrf-1', 'csrf-2']);
  });

  it('plays the upload in the site player on Play, and shows tiles of the timeline sprite', async () => {
    const vtt =
      'WEBVTT\n\n00:00:00.000 --> 00:00:10.000\nsprite-1.jpg#xywh=0,0,160,90\n\n00:00:10.000 --> 00:00:20.000\nsprite-1.jpg#xywh=160,0,160,90\n';
    const fetch = vi.fn(async () => new Response(vtt));
    vi.stubGlobal('fetch', fetch);
    const source = { video_url: 'x', format: '_sd.mp4', duration: 725 } as unknown as VideoFileSource;
    moderationPage({
      queue: { items: [testQueueItem({ sources: [source], timeline: '/timelines/31/timelines.vtt' })] },
    });
    const item = await screen.findByRole('article', { name: 'Beach <b>day</b>' });
    const strip = await within(item).findByRole('list', { name: 'Timeline' });
    const tiles = within(strip).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.style.backgroundPosition)).toEqual(['0px 0px', '-160px 0px']);
    expect(tiles[1]?.style.backgroundImage).toContain('/timelines/31/sprite-1.jpg');
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/timelines\/31\/timelines\.vtt$/));
    fireEvent.click(within(item).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(item.querySelector('.tk-player')).not.toBeNull());
  });
});

describe('/moderation/: who may see it', { timeout: 20_000 }, () => {
  it('tells a member who is not a moderator "You do not have permission to view." and shows no list', async () => {
    moderationPage({
      queue: { error: true, code: 'no_permission' },
      reports: { error: true, code: 'no_permission' },
      dmca: { error: true, code: 'no_permission' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to view.');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(moderation.meta()).toEqual({ title: 'Moderation', noindex: true });
  });
});
