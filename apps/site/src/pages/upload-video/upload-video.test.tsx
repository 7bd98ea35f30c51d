import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeMachinery,
  fillForm,
  renderUploadPage,
  started,
  startFilledUpload,
  testUpload,
  uploadApi,
  videoFile,
} from './test-upload.tsx';

configure({ asyncUtilTimeout: 5000 });

describe('the upload page', () => {
  it('goes start → uploading (percent, bytes, speed, time left) → preview → success, with the token on every call', async () => {
    const { api, posts } = uploadApi({
      states: [testUpload('checking'), testUpload('checked')],
      post: (form) =>
        started(form) ??
        (form.act === 'preview'
          ? { success: true, upload: testUpload('checked', { preview: Number(form.preview) }) }
          : { success: true, upload: testUpload('transcoding') }),
    });
    const fake = fakeMachinery({ duration: 700.4 });
    renderUploadPage(api, fake.machinery);
    const form = await fillForm();
    expect(await within(form).findByText(/1000 B, 11 min 40 s/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(fake.transfers).toHaveLength(1));
    expect(posts()[0]).toEqual({
      act: 'start',
      title: 'Sunset on the beach',
      description: '',
      categories: 'amateur',
      gender: 'str',
      is_private: '0',
      channel: '',
      exclusive: '0',
      file_name: 'clip1.mp4',
      size: '1000',
      duration: '700',
      csrf: 'csrf-1',
    });
    const transfer = fake.transfers[0];
    expect(transfer?.options).toMatchObject({ uploadId: 42, endpoint: '/upload/tus/', csrf: 'csrf-1' });
    act(() => transfer?.options.onProgress(250, 1000));
    act(() => transfer?.options.onProgress(500, 1000));
    expect(screen.getByRole('heading', { name: 'Uploading 50%' })).toBeTruthy();
    expect(screen.getByText('500 B of 1000 B')).toBeTruthy();
    expect(screen.getByText('250 B/s')).toBeTruthy();
    expect(screen.getByText('2 s left')).toBeTruthy();

    act(() => transfer?.finish());
    const frames = await screen.findByRole('region', { name: 'Choose a preview' });
    fireEvent.click(within(frames).getByRole('radio', { name: 'Frame 2' }));
    await waitFor(() =>
      expect(within(frames).getByRole('radio', { name: 'Frame 2' })).toHaveProperty('checked', true),
    );
    expect(posts()[1]).toEqual({ act: 'preview', upload_id: '42', preview: '2', csrf: 'csrf-1' });
    fireEvent.click(within(frames).getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('Thank you! Your video will appear on the site after moderation.'),
    ).toBeTruthy();
    expect(posts()[2]).toMatchObject({
      act: 'publish',
      upload_id: '42',
      title: 'Sunset on the beach',
      csrf: 'csrf-1',
    });
    expect(screen.getByRole('link', { name: 'See your uploaded videos' }).getAttribute('href')).toBe(
      '/members/7/uploaded_videos/1/',
    );
    expect(fake.forgotten).toEqual(['tubekit-upload/7/clip1.mp4/1000/1']);
  });

  it("lists the spec's forbidden content on the form", async () => {
    renderUploadPage(uploadApi({}).api, fakeMachinery().machinery);
    const list = await screen.findByRole('region', { name: /^Forbidden content/ });
    for (const item of [
      'Minors (under 18)',
      'Animals',
      'Rape or non-consent',
      'Incest',
      'Violence',
      'Blood',
      'Vomiting',
    ])
      expect(within(list).getByText(item)).toBeTruthy();
  });

  it('checks the file and the details before anything is sent', async () => {
    const { api, posts } = uploadApi({});
    const fake = fakeMachinery();
    renderUploadPage(api, fake.machinery);
    const form = await screen.findByRole('form', { name: 'Upload video' });
    fireEvent.change(within(form).getByLabelText('Video file'), {
      target: { files: [videoFile('my clip.mp4', 10 * 1024 ** 3 + 1)] },
    });
    expect(
      await within(form).findByText(
        'The file name may contain only Latin letters and digits (rename it, e.g. myvideo1.mp4)',
      ),
    ).toBeTruthy();
    expect(within(form).getByText('The file is too large: at most 10 GB')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('Categories per upload must be between 1 and 5.')).toBeTruthy();
    expect(posts()).toEqual([]);
    expect(fake.transfers).toEqual([]);
  });

  it('refuses an exclusive video under 6 minutes when the browser read its length', async () => {
    const { api, posts } = uploadApi({});
    renderUploadPage(api, fakeMachinery({ duration: 359 }).machinery);
    const form = await fillForm();
    await within(form).findByText(/5 min 59 s/);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Exclusive to this site' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The video is too short: at least 6 minutes')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it("shows the server's refusal of start on the form (a quota)", async () => {
    const { api } = uploadApi({
      post: () => ({ error: true, codes: [{ field: 'notify', code: 'quota_uploads' }] }),
    });
    const fake = fakeMachinery();
    renderUploadPage(api, fake.machinery);
    const form = await fillForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(
      await within(form).findByText('You can start 10 uploads in 24 hours. Please try again later.'),
    ).toBeTruthy();
    expect(fake.transfers).toEqual([]);
  });

  it('says why a checked file was refused (a duplicate) and forgets the kept transfer', async () => {
    const { api } = uploadApi({ states: [testUpload('refused', { error: 'duplicate' })], post: started });
    const fake = await startFilledUpload(api);
    act(() => fake.transfers[0]?.finish());
    expect(await screen.findByText('This video has already been uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fake.forgotten).toHaveLength(1);
  });

  it('keeps the upload when the connection drops: Try again continues the same upload without a new start', async () => {
    const { api, posts } = uploadApi({ states: [testUpload('checked')], post: started });
    const fake = await startFilledUpload(api);
    act(() => fake.transfers[0]?.fail(null));
    expect(await screen.findByText(/The connection was lost\. The bytes already sent are kept/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.transfers).toHaveLength(2));
    expect(fake.transfers[1]?.options.uploadId).toBe(42);
    act(() => fake.transfers[1]?.finish());
    expect(await screen.findByRole('region', { name: 'Choose a preview' })).toBeTruthy();
    expect(posts().filter((p) => p.act === 'start')).toHaveLength(1);
  });

  it('says "Error [500] uploading video to the site, please contact support" when the tus server fails', async () => {
    const { api } = uploadApi({ post: started });
    const fake = await startFilledUpload(api);
    act(() => fake.transfers[0]?.fail(500));
    expect(
      await screen.findByText('Error [500] uploading video to the site, please contact support'),
    ).toBeTruthy();
  });

  it('renews the form token once when the tus server refuses it (403) and carries on', async () => {
    const { api } = uploadApi({ states: [testUpload('checked')], post: started });
    const fake = await startFilledUpload(api);
    act(() => fake.transfers[0]?.fail(403));
    await waitFor(() => expect(fake.transfers).toHaveLength(2));
    expect(fake.transfers[1]?.options).toMatchObject({ uploadId: 42, csrf: 'csrf-2' });
    act(() => fake.transfers[1]?.fail(403));
    expect(
      await screen.findByText('Error [403] uploading video to the site, please contact support'),
    ).toBeTruthy();
  });

  it('says "Video not uploaded" when the server no longer has the upload (404)', async () => {
    const { api } = uploadApi({ post: started });
    const fake = await startFilledUpload(api);
    act(() => fake.transfers[0]?.fail(404));
    expect(await screen.findByText('Video not uploaded')).toBeTruthy();
  });

  it('continues an upload after the tab was closed: the same file refills the form and resumes without start', async () => {
    const { api, posts } = uploadApi({
      states: [testUpload('receiving', { received: 600, title: 'Kept title' }), testUpload('checked')],
    });
    const fake = fakeMachinery({ previous: 42 });
    renderUploadPage(api, fake.machinery);
    const form = await screen.findByRole('form', { name: 'Upload video' });
    fireEvent.change(within(form).getByLabelText('Video file'), {
      target: { files: [videoFile('clip1.mp4', 1000)] },
    });
    expect(
      await within(form).findByText(
        'This file was partly uploaded (600 B of 1000 B). Continue where it stopped.',
      ),
    ).toBeTruthy();
    expect(within(form).getByLabelText('Title')).toHaveProperty('value', 'Kept title');
    fireEvent.click(within(form).getByRole('button', { name: 'Continue upload' }));
    await waitFor(() => expect(fake.transfers).toHaveLength(1));
    expect(fake.transfers[0]?.options).toMatchObject({ uploadId: 42, endpoint: '/upload/tus/' });
    expect(screen.getByText('600 B of 1000 B')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
