import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../components/test-page.tsx';
import { notificationsStore } from '../../state/notifications.ts';
import * as moderation from './route.tsx';
import {
  fakeModerationApi,
  type ModerationAnswers,
  testAction,
  testNotice,
  testQueueItem,
  testReport,
} from './test-moderation.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => notificationsStore.setState({ items: [] }));

/** The page over a fake API, on the tab named `tab`. */
async function moderationTab(tab: 'Reports' | 'DMCA', answers: ModerationAnswers) {
  const fake = fakeModerationApi(answers);
  renderPage(moderation, { routePath: 'moderation/', url: '/moderation/', api: fake.api });
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
  return fake;
}

const notices = () => notificationsStore.getState().items.map((n) => [n.type, n.text]);

describe('/moderation/: the reports inbox', { timeout: 20_000 }, () => {
  it("shows the reason, the reporter's words and the video with its uploader, as text", async () => {
    await moderationTab('Reports', { reports: { reports: [testReport()] } });
    const report = screen.getByRole('article', { name: 'Report 3' });
    expect(within(report).getByRole('heading').textContent).toBe('Video reported: Minors (under 18)');
    expect(within(report).getByText('“Looks <i>young</i>”')).toBeTruthy();
    expect(report.querySelector('i')).toBeNull();
    expect(within(report).getByRole('link', { name: 'Party' }).getAttribute('href')).toBe('/video/40/party/');
    expect(within(report).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/members/8/');
    for (const name of ['Dismiss', 'Unpublish', 'Delete', 'Ban uploader'])
      expect(within(report).getByRole('button', { name })).toBeTruthy();
  });

  it('Dismiss posts the report id and the report leaves the inbox', async () => {
    const fake = await moderationTab('Reports', {
      reports: { reports: [testReport(), testReport({ report_id: 4 })] },
    });
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Report 3' })).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Report 3' })).toBeNull());
    expect(fake.posts[0]?.form).toEqual({ report_id: '3', act: 'dismiss', csrf: 'csrf-1' });
    expect(screen.getByRole('article', { name: 'Report 4' })).toBeTruthy();
    expect(notices()).toEqual([['success', 'Dismissed']]);
  });

  it('asks before Delete; the deleted video takes every report of it out of the inbox', async () => {
    const fake = await moderationTab('Reports', {
      reports: {
        reports: [
          testReport(),
          testReport({ report_id: 4 }),
          testReport({ report_id: 6, object_id: 41, video: { ...testReport().video!, video_id: 41 } }),
        ],
      },
    });
    const report = screen.getByRole('article', { name: 'Report 3' });
    fireEvent.click(within(report).getByRole('button', { name: 'Delete' }));
    expect(fake.posts).toEqual([]);
    const ask = within(report).getByRole('group', { name: 'Delete this video for good?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(report).queryByRole('group')).toBeNull();
    fireEvent.click(within(report).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(report).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Report 3' })).toBeNull());
    expect(fake.posts.map((p) => p.form)).toEqual([{ video_id: '40', act: 'delete', csrf: 'csrf-1' }]);
    expect(screen.queryByRole('article', { name: 'Report 4' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Report 6' })).toBeTruthy();
    expect(notices()).toEqual([['success', 'Deleted: Party']]);
  });

  it("Ban uploader, once confirmed, posts the uploader's id; their queued uploads leave the queue, the report stays open", async () => {
    const fake = await moderationTab('Reports', {
      reports: { reports: [testReport()] },
      queue: {
        items: [
          testQueueItem({ uploader: { user_id: 8, username: 'bob' } }),
          testQueueItem({ video_id: 32 }),
        ],
      },
    });
    const report = screen.getByRole('article', { name: 'Report 3' });
    fireEvent.click(within(report).getByRole('button', { name: 'Ban uploader' }));
    fireEvent.click(within(report).getByRole('button', { name: 'Yes, ban uploader' }));
    await waitFor(() => expect(notices()).toEqual([['success', 'bob is banned']]));
    expect(fake.posts[0]?.form).toEqual({ user_id: '8', act: 'ban', csrf: 'csrf-1' });
    expect(screen.getByRole('tab', { name: 'Queue 1' })).toBeTruthy();
    expect(within(report).getByText(/\(banned\)/)).toBeTruthy();
    expect(within(report).queryByRole('button', { name: 'Ban uploader' })).toBeNull();
    expect(within(report).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('Unpublish posts the video id', async () => {
    const fake = await moderationTab('Reports', { reports: { reports: [testReport()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByText('No open reports.')).toBeTruthy());
    expect(fake.posts[0]?.form).toEqual({ video_id: '40', act: 'unpublish', csrf: 'csrf-1' });
  });

  it("shows a reported comment's text as text, with Dismiss as its only act", async () => {
    await moderationTab('Reports', {
      reports: {
        reports: [testReport({ section: 'comments', object_id: 77, item_text: 'Buy <a href="x">pills</a>' })],
      },
    });
    const report = screen.getByRole('article', { name: 'Report 3' });
    expect(within(report).getByRole('blockquote', { name: 'Reported comment' }).textContent).toBe(
      'Buy <a href="x">pills</a>',
    );
    expect(
      within(report)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Show history']);
  });

  it("opens the video's history on demand: who did what, when and why", async () => {
    const fake = await moderationTab('Reports', {
      reports: { reports: [testReport()] },
      history: { actions: [testAction({ act: 'reject', reason: 'quality', text: 'Blurry', object_id: 40 })] },
    });
    expect(fake.gets.some((g) => g.includes('section=history'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show history' }));
    const entry = await screen.findByRole('listitem');
    expect(entry.textContent).toBe('2023-11-14 22:15 UTC mod rejected (Poor quality)Blurry');
    expect(fake.gets).toContain('moderation.php?section=history&item=videos&object_id=40');
  });
});

describe('/moderation/: DMCA notices', { timeout: 20_000 }, () => {
  it('shows the notice as text; Dismiss posts the notice id', async () => {
    const fake = await moderationTab('DMCA', { dmca: { notices: [testNotice()] } });
    const notice = screen.getByRole('article', { name: 'DMCA notice 5' });
    expect(within(notice).getByRole('heading').textContent).toBe('Studio <b>X</b> <legal@example.com>');
    expect(within(notice).getByText('http://site/video/40/party/')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Video 40' }).getAttribute('href')).toBe(
      '/video/40/video-40/',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByText('No open DMCA notices.')).toBeTruthy());
    expect(fake.posts[0]?.form).toEqual({ notice_id: '5', act: 'dismiss', csrf: 'csrf-1' });
  });

  it('Unpublish and Delete act on the named video; a notice naming none has Dismiss alone', async () => {
    const fake = await moderationTab('DMCA', {
      dmca: { notices: [testNotice(), testNotice({ notice_id: 6, video_id: null })] },
      reports: { reports: [testReport()] },
    });
    const named = screen.getByRole('article', { name: 'DMCA notice 5' });
    fireEvent.click(within(named).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'DMCA notice 5' })).toBeNull());
    expect(fake.posts[0]?.form).toEqual({ video_id: '40', act: 'unpublish', csrf: 'csrf-1' });
    // The server closes the video's reports with it: they leave the inbox too.
    expect(screen.getByRole('tab', { name: 'Reports 0' })).toBeTruthy();
    const unnamed = screen.getByRole('article', { name: 'DMCA notice 6' });
    expect(within(unnamed).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(unnamed).getByText('none found at this address')).toBeTruthy();
  });
});
