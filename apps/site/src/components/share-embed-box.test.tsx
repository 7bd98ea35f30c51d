import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationsStore } from '../state/notifications.ts';
import { ShareEmbedBox } from './share-embed-box.tsx';

const ORIGIN = 'https://tube.example';
const video = { video_id: 1001, dir: 'sunset-clip', title: 'Sunset "clip"' };

describe('ShareEmbedBox', () => {
  let clipboard: string[];
  beforeEach(() => {
    clipboard = [];
    notificationsStore.setState({ items: [] });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void clipboard.push(text) },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the page link and the iframe code of the video', () => {
    render(<ShareEmbedBox origin={ORIGIN} video={video} />);
    expect(screen.getByLabelText<HTMLInputElement>('Video link').value).toBe(
      `${ORIGIN}/video/1001/sunset-clip/`,
    );
    expect(screen.getByRole('tab', { name: 'Iframe code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Iframe code' }).value).toBe(
      `<iframe src="${ORIGIN}/embed/1001/" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Sunset &quot;clip&quot;"></iframe>`,
    );
  });

  it('switches to the script code and copies it with a notice', async () => {
    render(<ShareEmbedBox origin={ORIGIN} video={video} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Script code' }));
    const code = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Script code' }).value;
    expect(code).toBe(
      `<div data-tubekit-video="1001"></div>\n<script async src="${ORIGIN}/embed.js"></script>`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(clipboard).toEqual([code]));
    expect(notificationsStore.getState().items.map((n) => n.text)).toEqual(['Embed code copied']);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(clipboard).toHaveLength(2));
    expect(clipboard[1]).toBe(`${ORIGIN}/video/1001/sunset-clip/`);
  });

  it('shows no notice when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    render(<ShareEmbedBox origin={ORIGIN} video={video} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(notificationsStore.getState().items).toEqual([]);
  });
});
