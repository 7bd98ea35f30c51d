import { act, configure, screen, within } from '@testing-library/react';
import type { UploadAnswer } from '@tubekit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../components/test-page.tsx';
import { testVideo } from '../../../components/test-videos.ts';
import { recordingApi } from '../../../library/test-api.ts';
import { testUpload } from '../../upload-video/test-upload.tsx';
import { testMember } from '../test-members.ts';
import * as tab from './route.tsx';
import { REFRESH_MS } from './uploads-list.tsx';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The tab of member 7 as `relation` sees it: videos2 answers `videos`, video_edit.php
 * `uploads` (then `later`, once asked again).
 */
function renderTab(
  relation: 'owner' | 'member',
  uploads: UploadAnswer[],
  videos = [testVideo(900)],
  later = uploads,
) {
  let lists = 0;
  const member = testMember();
  const fake = recordingApi((path) => {
    if (path === 'member.php') return relation === 'owner' ? { member, relation } : { relation };
    if (path.startsWith('json/member/')) return { member };
    if (path.startsWith('json/videos2/')) return { videos, total_count: videos.length };
    if (path === 'video_edit.php') return { uploads: lists++ === 0 ? uploads : later };
    return { error: true, code: 'not_found' };
  });
  renderPage(tab, {
    routePath: 'members/:id/uploaded_videos/:page/',
    url: '/members/7/uploaded_videos/1/',
    api: fake.api,
  });
  return fake;
}

describe('the uploaded videos tab', () => {
  it("shows the owner each upload's state: processing progress, moderation, refusal, rejection, and what to do next", async () => {
    renderTab('owner', [
      testUpload('transcoding', { upload_id: 1, title: 'In the pipeline', progress: 40 }),
      testUpload('moderation', { upload_id: 2, title: 'With the moderators' }),
      testUpload('refused', { upload_id: 3, title: 'Seen before', error: 'duplicate' }),
      testUpload('rejected', { upload_id: 4, title: 'Not allowed', reason: 'violence' }),
      testUpload('checked', { upload_id: 5, title: 'Needs a preview' }),
      testUpload('receiving', { upload_id: 6, title: 'Half sent', received: 500, size: 1000 }),
      testUpload('failed', { upload_id: 7, title: 'Broke', error: 'upload_failed' }),
    ]);
    const list = await screen.findByRole('region', { name: 'Your uploads' });
    const item = (title: string) => within(list).getByText(title).closest('li') as HTMLElement;
    expect(within(item('In the pipeline')).getByText('Processing 40%')).toBeTruthy();
    expect(within(item('In the pipeline')).getByRole('progressbar').getAttribute('value')).toBe('40');
    expect(within(item('With the moderators')).getByText('Waiting for moderation')).toBeTruthy();
    expect(within(item('Seen before')).getByText('This video has already been uploaded')).toBeTruthy();
    expect(within(item('Not allowed')).getByText('Violence')).toBeTruthy();
    expect(
      within(item('Needs a preview')).getByRole('link', { name: 'Choose a preview' }).getAttribute('href'),
    ).toBe('/upload-video/?upload_id=5');
    expect(within(item('Half sent')).getByText('Uploading stopped at 50%')).toBeTruthy();
    expect(
      within(item('Broke')).getByText(
        'Error [upload_failed] uploading video to the site, please contact support',
      ),
    ).toBeTruthy();
  });

  it('looks again while an upload is processing: the progress moves, then it waits for moderation', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const title = 'In the pipeline';
    renderTab(
      'owner',
      [testUpload('transcoding', { title, progress: 40 })],
      [],
      [testUpload('moderation', { title })],
    );
    const list = await screen.findByRole('region', { name: 'Your uploads' });
    expect(within(list).getByText('Processing 40%')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(await within(list).findByText('Waiting for moderation')).toBeTruthy();
  });

  it('links a published upload to its video and does not list that video twice', async () => {
    renderTab(
      'owner',
      [testUpload('published', { title: 'Live now', video_id: 900 })],
      [testVideo(900), testVideo(901)],
    );
    const list = await screen.findByRole('region', { name: 'Your uploads' });
    expect(within(list).getByRole('link', { name: 'Live now' }).getAttribute('href')).toBe(
      '/video/900/live-now/',
    );
    expect(within(list).getByText('Published')).toBeTruthy();
    const cards = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(cards.filter((h) => h?.startsWith('/video/900/'))).toHaveLength(1);
    expect(cards.some((h) => h?.startsWith('/video/901/'))).toBe(true);
  });

  it("shows another member the published videos only, without asking for the owner's uploads", async () => {
    const { calls } = renderTab('member', [testUpload('moderation')], [testVideo(901)]);
    await screen.findByText('Test clip 901');
    expect(screen.queryByRole('region', { name: 'Your uploads' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload video' })).toBeNull();
    expect(calls.map((c) => c.path).find((p) => p.startsWith('json/videos2/'))).toMatch(
      /^json\/videos2\/\d+\/str\/latest-updates\/24\/members\.7\.1\.all\.0\.all\.json$/,
    );
    expect(calls.some((c) => c.path === 'video_edit.php')).toBe(false);
  });
});
