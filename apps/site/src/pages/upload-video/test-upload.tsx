import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UploadAnswer, UploadState } from '@tubekit/contract';
import { expect } from 'vitest';
import type { UploadResult } from '../../api/multipart.ts';
import type { ApiTransport } from '../../api/transport.ts';
import { PageOutlet } from '../../app.tsx';
import type { PageModule } from '../../route-module.ts';
import { renderRouter } from '../../router/test-router.tsx';
import { UploadMachineryContext } from './machinery-context.ts';
import * as page from './route.tsx';
import { TransferError, type TransferOptions, type UploadMachinery } from './upload-machinery.ts';

/** An upload as video_edit.php answers it, in `state`. */
export function testUpload(state: UploadState, overrides: Partial<UploadAnswer> = {}): UploadAnswer {
  return {
    upload_id: 42,
    state,
    title: 'Sunset on the beach',
    description: '',
    categories: ['amateur'],
    gender: 'str',
    is_private: 0,
    channel: '',
    exclusive: 0,
    file_name: 'clip1.mp4',
    size: 1000,
    received: state === 'receiving' ? 0 : 1000,
    duration: state === 'receiving' || state === 'checking' ? 0 : 700,
    previews: state === 'receiving' || state === 'checking' ? [] : ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'],
    preview: 0,
    progress: 0,
    video_id: null,
    error: null,
    reason: '',
    added_date: 1_700_000_000,
    ...overrides,
  };
}

/** One call the fake API got: a GET path, or a POST with its form. */
export interface ApiCall {
  method: 'get' | 'post';
  path: string;
  form?: Record<string, string | number>;
}

/**
 * A fake JSON API for the upload page: form.php hands out csrf-1, csrf-2…, the catalogue
 * lists answer two categories and a channel, video_edit.php's GET answers `states` in turn
 * (the last one again once they run out) and its POSTs `post(form)`.
 */
export function uploadApi(options: {
  states?: (UploadAnswer | null)[];
  post?: (form: Record<string, string | number>) => unknown;
}) {
  const calls: ApiCall[] = [];
  const states = [...(options.states ?? [])];
  let tokens = 0;
  const api: ApiTransport = {
    get: async <T,>(path: string) => {
      calls.push({ method: 'get', path });
      if (path.startsWith('form.php')) return { csrf: `csrf-${++tokens}`, captcha: null } as T;
      if (path.startsWith('json/categories/'))
        return {
          categories: [
            { category_id: 1, dir: 'amateur', title: 'Amateur' },
            { category_id: 2, dir: 'outdoor', title: 'Outdoor' },
          ],
          total_count: 2,
        } as T;
      if (path.startsWith('json/channels/'))
        return { channels: [{ channel_id: 3, dir: 'studio', title: 'Studio' }], total_count: 1 } as T;
      if (path.startsWith('video_edit.php?upload_id=')) {
        const next = states.length > 1 ? states.shift() : states[0];
        return (next ?? { error: true, codes: [{ field: 'upload_id', code: 'not_uploaded' }] }) as T;
      }
      return { error: true, code: 'not_found' } as T;
    },
    post: async <T,>(path: string, form: Record<string, string | number>) => {
      calls.push({ method: 'post', path, form });
      return (options.post?.(form) ?? { success: true }) as T;
    },
  };
  return { api, calls, posts: () => calls.filter((c) => c.method === 'post').map((c) => c.form ?? {}) };
}

/** A transfer the test drives: report progress, finish, or fail. */
export interface FakeTransfer {
  options: TransferOptions;
  file: File;
  finish(): void;
  fail(status: number | null): void;
}

/** Fake machinery: transfers the test drives, a length, a kept upload, no real waiting. */
export function fakeMachinery(
  options: { duration?: number; previous?: number | null; image?: UploadResult } = {},
) {
  const transfers: FakeTransfer[] = [];
  const forgotten: string[] = [];
  const images: { fields: Record<string, string>; file: File }[] = [];
  let clock = 0;
  const machinery: UploadMachinery = {
    send(file, transferOptions) {
      let finish = () => {};
      let fail: (status: number | null) => void = () => {};
      const done = new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = (status) => reject(new TransferError(status));
      });
      transfers.push({ options: transferOptions, file, finish, fail });
      return { done, abort: () => fail(null) };
    },
    findPrevious: async () => options.previous ?? null,
    forget: async (_file, fingerprint) => {
      forgotten.push(fingerprint);
    },
    readDuration: async () => options.duration ?? 0,
    sendPreviewImage: async (fields, file, onProgress) => {
      images.push({ fields, file });
      onProgress(100);
      return options.image ?? { status: 500, body: null };
    },
    wait: async () => {},
    now: () => {
      clock += 1000;
      return clock;
    },
  };
  return { machinery, transfers, forgotten, images };
}

/** The upload page at /upload-video/ for member 7, over a fake API and machinery. */
export function renderUploadPage(api: ApiTransport, machinery: UploadMachinery, url = '/upload-video/') {
  return renderRouter({
    pages: [{ name: 'upload-video', path: '/upload-video/', load: async () => page as PageModule }],
    url,
    api,
    root: { categories: [], user: { user_id: 7, username: 'AnnaBell' } },
    layout: (
      <UploadMachineryContext.Provider value={machinery}>
        <PageOutlet />
      </UploadMachineryContext.Provider>
    ),
  });
}

/** A small file named `name` (`size` overrides the real size: no 10 GB in a test). */
export function videoFile(name = 'clip1.mp4', size?: number): File {
  const file = new File(['0123456789'], name, { type: 'video/mp4', lastModified: 1 });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Fills the form: a title, the first category, and the file. */
export async function fillForm(file = videoFile('clip1.mp4', 1000)) {
  const form = await screen.findByRole('form', { name: 'Upload video' });
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Sunset on the beach' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Amateur' }));
  fireEvent.change(within(form).getByLabelText('Video file'), { target: { files: [file] } });
  return form;
}

/** video_edit.php's answer to act=start (upload 42); undefined for the other acts. */
export const started = (form: Record<string, string | number>) =>
  form.act === 'start' ? { success: true, upload_id: 42, tus: '/upload/tus/' } : undefined;

/** Renders the page on `api`, fills the form and presses Upload; resolves once the first transfer is under way. */
export async function startFilledUpload(api: ApiTransport) {
  const fake = fakeMachinery();
  renderUploadPage(api, fake.machinery);
  fireEvent.click(within(await fillForm()).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(fake.transfers).toHaveLength(1));
  return fake;
}
