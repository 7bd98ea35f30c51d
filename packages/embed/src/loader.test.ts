import { EMBED_MESSAGE_TAG } from '@tubekit/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoader } from './index.ts';

const EMBED = 'https://tube.example';

function page(html: string): void {
  document.body.innerHTML = html;
}

/** Records what the loader posts into an iframe (jsdom frames have no page to answer). */
function recordPosts(iframe: HTMLIFrameElement): Array<[unknown, string]> {
  const posts: Array<[unknown, string]> = [];
  const win = iframe.contentWindow as Window;
  win.postMessage = ((message: unknown, target: string) =>
    posts.push([message, target])) as Window['postMessage'];
  return posts;
}

function fromFrame(iframe: HTMLIFrameElement, data: unknown, origin = EMBED): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
}

const event = (name: string, data: Record<string, unknown> = {}) => ({
  tag: EMBED_MESSAGE_TAG,
  kind: 'event',
  event: name,
  data,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embed loader: placeholders', () => {
  it('turns each placeholder into a lazy, responsive iframe of the embed page', () => {
    page(`
      <div id="a" data-tubekit-video="1001" data-start="42" data-autoplay data-campaign="spring"></div>
      <div id="b" data-tubekit-video="1002" data-aspect="4:3"></div>
      <div id="c" data-tubekit-video="../1003"></div>`);
    const loader = createLoader(`${EMBED}/`);
    const players = loader.scan();
    expect(players.map((p) => p.videoId)).toEqual(['1001', '1002']);

    const a = document.querySelector<HTMLIFrameElement>('#a iframe');
    const url = new URL(a?.src ?? '');
    expect(url.origin + url.pathname).toBe(`${EMBED}/embed/1001/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: window.location.origin,
      start_time: '42',
      autoplay: '1',
      campaign: 'spring',
    });
    expect(a?.getAttribute('loading')).toBe('lazy');
    expect(a?.getAttribute('allow')).toContain('fullscreen');
    expect(document.getElementById('a')?.style.paddingTop).toBe('56.25%');
    expect(document.getElementById('b')?.style.paddingTop).toBe('75%');
    // A bad id is left alone: no iframe to a made-up path.
    expect(document.querySelector('#c iframe')).toBeNull();
  });

  it('does not wrap a placeholder twice when scanned again, and picks up new ones', () => {
    page('<div data-tubekit-video="7"></div>');
    const loader = createLoader(EMBED);
    loader.scan();
    document.body.insertAdjacentHTML('beforeend', '<div data-tubekit-video="8"></div>');
    expect(loader.scan().map((p) => p.videoId)).toEqual(['8']);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect(loader.players()).toHaveLength(2);
  });
});

describe('embed loader: postMessage API', () => {
  it('queues commands until ready, then posts them to the embed origin only', () => {
    page('<div id="v" data-tubekit-video="5"></div>');
    const loader = createLoader(EMBED);
    const [player] = loader.scan();
    if (!player) throw new Error('no player');
    const posts = recordPosts(player.iframe);
    player.play();
    player.seek(30);
    expect(posts).toEqual([]);
    expect(player.ready).toBe(false);

    fromFrame(player.iframe, event('ready', { duration: 60 }));
    expect(player.ready).toBe(true);
    player.mute();
    player.pause();
    expect(posts).toEqual([
      [{ tag: EMBED_MESSAGE_TAG, kind: 'command', command: 'play' }, EMBED],
      [{ tag: EMBED_MESSAGE_TAG, kind: 'command', command: 'seek', value: 30 }, EMBED],
      [{ tag: EMBED_MESSAGE_TAG, kind: 'command', command: 'mute', value: true }, EMBED],
      [{ tag: EMBED_MESSAGE_TAG, kind: 'command', command: 'pause' }, EMBED],
    ]);
    expect(loader.get('v')).toBe(player);
  });

  it('delivers events to listeners and as tubekit:<event> DOM events on the placeholder', () => {
    page('<div id="v" data-tubekit-video="5"></div>');
    const [player] = createLoader(EMBED).scan();
    if (!player) throw new Error('no player');
    const seen: unknown[] = [];
    const off = player.on('timeupdate', (data) => seen.push(data));
    const dom: string[] = [];
    player.element.addEventListener('tubekit:timeupdate', (e) =>
      dom.push(JSON.stringify((e as CustomEvent).detail)),
    );
    fromFrame(player.iframe, event('timeupdate', { currentTime: 3, duration: 60 }));
    off();
    fromFrame(player.iframe, event('timeupdate', { currentTime: 4, duration: 60 }));
    expect(seen).toEqual([{ currentTime: 3, duration: 60 }]);
    expect(dom).toEqual(['{"currentTime":3,"duration":60}', '{"currentTime":4,"duration":60}']);
  });

  it('ignores messages from a foreign origin, from another window, and unknown events', () => {
    page('<div data-tubekit-video="5"></div><div data-tubekit-video="6"></div>');
    const [one, two] = createLoader(EMBED).scan();
    if (!one || !two) throw new Error('no players');
    const seen: string[] = [];
    one.on('play', () => seen.push('one'));
    two.on('play', () => seen.push('two'));
    fromFrame(one.iframe, event('play'), 'https://evil.example');
    window.dispatchEvent(new MessageEvent('message', { data: event('play'), origin: EMBED, source: window }));
    fromFrame(one.iframe, event('explode'));
    fromFrame(one.iframe, { ...event('play'), tag: 'other' });
    expect(seen).toEqual([]);
    expect(one.ready).toBe(false);
    // The right origin and the right frame: only that player hears it.
    fromFrame(two.iframe, event('play'));
    expect(seen).toEqual(['two']);
  });
});
