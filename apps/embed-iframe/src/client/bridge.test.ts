// @vitest-environment jsdom
import { EMBED_MESSAGE_TAG } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { createBridge, hostOrigin } from './bridge.ts';

const HOST = 'https://host.example';

/** A window whose parent is a recorder (jsdom's top window is its own parent). */
function framedWindow() {
  const posts: Array<[unknown, string]> = [];
  const parent = { postMessage: (m: unknown, o: string) => posts.push([m, o]) } as unknown as Window;
  const win = Object.create(window, { parent: { value: parent } }) as Window;
  win.addEventListener = window.addEventListener.bind(window);
  win.removeEventListener = window.removeEventListener.bind(window);
  return { win, parent, posts };
}

function send(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

describe('iframe bridge', () => {
  it('accepts a host origin only when framed and given a plain origin', () => {
    const { win } = framedWindow();
    expect(hostOrigin(win, HOST)).toBe(HOST);
    expect(hostOrigin(win, `${HOST}/path`)).toBeNull();
    expect(hostOrigin(win, 'javascript:alert(1)')).toBeNull();
    expect(hostOrigin(win, null)).toBeNull();
    expect(hostOrigin(window, HOST)).toBeNull(); // not framed
  });

  it('runs commands from the parent at the host origin and ignores every other sender', () => {
    const { win, parent } = framedWindow();
    const calls: string[] = [];
    const bridge = createBridge(win, HOST, {
      play: () => calls.push('play'),
      pause: () => calls.push('pause'),
      seek: (s) => calls.push(`seek ${s}`),
      setMuted: (m) => calls.push(`mute ${m}`),
    });
    const cmd = (command: string, value?: unknown) => ({
      tag: EMBED_MESSAGE_TAG,
      kind: 'command',
      command,
      value,
    });
    send(cmd('play'), 'https://evil.example', parent);
    send(cmd('play'), HOST, window);
    send({ command: 'play' }, HOST, parent);
    expect(calls).toEqual([]);
    send(cmd('play'), HOST, parent);
    send(cmd('seek', 12.5), HOST, parent);
    send(cmd('seek', 'x'), HOST, parent);
    send(cmd('mute', true), HOST, parent);
    send(cmd('pause'), HOST, parent);
    expect(calls).toEqual(['play', 'seek 12.5', 'mute true', 'pause']);
    bridge.destroy();
    send(cmd('play'), HOST, parent);
    expect(calls).toHaveLength(4);
  });

  it('posts events to the host origin only, timeupdate at most once a second', () => {
    const { win, posts } = framedWindow();
    let now = 0;
    const target = { play: () => {}, pause: () => {}, seek: () => {}, setMuted: () => {} };
    const bridge = createBridge(win, HOST, target, () => now);
    bridge.emit('ready', { duration: 8 });
    bridge.emit('timeupdate', { currentTime: 0.2 });
    now = 500;
    bridge.emit('timeupdate', { currentTime: 0.7 });
    now = 1000;
    bridge.emit('timeupdate', { currentTime: 1.2 });
    expect(posts.map(([m, o]) => [(m as { event: string }).event, o])).toEqual([
      ['ready', HOST],
      ['timeupdate', HOST],
      ['timeupdate', HOST],
    ]);
    bridge.destroy();
    const silent = framedWindow();
    createBridge(silent.win, null, target).emit('play');
    expect(silent.posts).toEqual([]);
  });
});
