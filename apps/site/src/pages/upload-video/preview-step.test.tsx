import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeMachinery, fillForm, renderUploadPage, started, testUpload, uploadApi } from './test-upload.tsx';

configure({ asyncUtilTimeout: 5000 });

describe("the page opened on an upload (the tab's links)", () => {
  it('goes to the preview of a checked upload and publishes it with its details', async () => {
    const { api, posts } = uploadApi({
      states: [testUpload('checked', { preview: 1, title: 'From the tab' })],
      post: () => ({ success: true, upload: testUpload('transcoding') }),
    });
    renderUploadPage(api, fakeMachinery().machinery, '/upload-video/?upload_id=42');
    const region = await screen.findByRole('region', { name: 'Choose a preview' });
    fireEvent.click(within(region).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Thank you! Your video will appear on the site after moderation.'),
    ).toBeTruthy();
    expect(posts()).toEqual([
      expect.objectContaining({ act: 'publish', upload_id: '42', title: 'From the tab' }),
    ]);
  });

  it('asks for the same file again for an upload still receiving', async () => {
    const { api } = uploadApi({ states: [testUpload('receiving', { received: 300 })] });
    renderUploadPage(api, fakeMachinery().machinery, '/upload-video/?upload_id=42');
    expect(
      await screen.findByText('Select the same file (clip1.mp4) to continue its upload where it stopped.'),
    ).toBeTruthy();
  });
});

describe('the preview step', () => {
  /** The page at the preview step of upload 42. */
  async function atPreview(
    options: Parameters<typeof fakeMachinery>[0],
    post?: (form: Record<string, string | number>) => unknown,
  ) {
    const { api, posts } = uploadApi({
      states: [testUpload('checked')],
      post: (form) => started(form) ?? post?.(form),
    });
    const fake = fakeMachinery(options);
    renderUploadPage(api, fake.machinery);
    fireEvent.click(within(await fillForm()).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(fake.transfers).toHaveLength(1));
    act(() => fake.transfers[0]?.finish());
    return { region: await screen.findByRole('region', { name: 'Choose a preview' }), fake, posts };
  }

  it('shows a frame chosen at once and puts the choice back when the server refuses it', async () => {
    const { region } = await atPreview({}, () => ({
      error: true,
      codes: [{ field: 'preview', code: 'invalid' }],
    }));
    fireEvent.click(within(region).getByRole('radio', { name: 'Frame 3' }));
    expect(within(region).getByRole('radio', { name: 'Frame 3' })).toHaveProperty('checked', true);
    expect(await within(region).findByText('Please choose a valid value')).toBeTruthy();
    expect(within(region).getByRole('radio', { name: 'Frame 3' })).toHaveProperty('checked', false);
  });

  it('requires a preview before publishing', async () => {
    const { region, posts } = await atPreview({});
    fireEvent.click(within(region).getByRole('button', { name: 'Publish' }));
    expect(await within(region).findByText('A preview must be selected')).toBeTruthy();
    expect(posts().some((p) => p.act === 'publish')).toBe(false);
  });

  it('sends an image of the member as the preview, with the token, and shows it chosen', async () => {
    const image = { status: 200, body: { success: true, upload: testUpload('checked', { preview: -1 }) } };
    const { region, fake } = await atPreview({ image });
    const picture = new File(['img'], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(region).getByLabelText('Upload an image instead'), {
      target: { files: [picture] },
    });
    expect(await within(region).findByText('Your image')).toBeTruthy();
    expect(fake.images[0]?.fields).toEqual({ act: 'preview', upload_id: '42', csrf: 'csrf-1' });
  });

  it('says "Error uploading preview" when the image is refused', async () => {
    const image = { status: 400, body: { error: true, codes: [{ field: 'file', code: 'preview_failed' }] } };
    const { region } = await atPreview({ image });
    const picture = new File(['x'], 'bad.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(region).getByLabelText('Upload an image instead'), {
      target: { files: [picture] },
    });
    expect(await within(region).findByText('Error uploading preview')).toBeTruthy();
  });
});
