import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationsStore } from '../state/notifications.ts';
import { ShareEmbedBox, tabAfterKey } from './share-embed-box.tsx';

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

describe('ShareEmbedBox tabs (WAI-ARIA tabs pattern)', () => {
  it('keeps one Tab stop, the selected tab, and labels the panel by it', () => {
    render(<ShareEmbedBox origin={ORIGIN} video={video} />);
    const iframe = screen.getByRole('tab', { name: 'Iframe code' });
    const script = screen.getByRole('tab', { name: 'Script code' });
    expect([iframe.tabIndex, script.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(iframe.id);
  });

  it('moves and selects with the arrow keys, Home and End, focus following', () => {
    render(<ShareEmbedBox origin={ORIGIN} video={video} />);
    const iframe = screen.getByRole('tab', { name: 'Iframe code' });
    const script = screen.getByRole('tab', { name: 'Script code' });
    iframe.focus();
    fireEvent.keyDown(iframe, { key: 'ArrowRight' });
    expect(script.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(script);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(script.id);
    fireEvent.keyDown(script, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(iframe);
    fireEvent.keyDown(iframe, { key: 'End' });
    expect(document.activeElement).toBe(script);
    fireEvent.keyDown(script, { key: 'Home' });
    expect(iframe.getAttribute('aria-selected')).toBe('true');
  });
});

describe('tabAfterKey', () => {
  const tabs = ['a', 'b', 'c'] as const;
  it('wraps with the arrows, jumps with Home and End, ignores other keys', () => {
    expect(tabAfterKey(tabs, 'a', 'ArrowLeft')).toBe('c');
    expect(tabAfterKey(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(tabAfterKey(tabs, 'b', 'Home')).toBe('a');
    expect(tabAfterKey(tabs, 'b', 'End')).toBe('c');
    expect(tabAfterKey(tabs, 'b', 'Enter')).toBeNull();
  });
});
