// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mp4Sources } from '../test-utils/fixtures';
import { playerHarness } from '../test-utils/players';
import { parseVrMode } from './mode';
import type { VrModule } from './types';

const harness = playerHarness();
afterEach(() => {
  // The iOS tests give the page a DeviceMotionEvent and touch points that jsdom does not have.
  Reflect.deleteProperty(globalThis, 'DeviceMotionEvent');
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

/** A browser whose DeviceMotionEvent has requestPermission, on a touch screen (iOS) or not (desktop Chromium). */
function motionApi(requestPermission: () => Promise<string>, maxTouchPoints: number): void {
  Object.defineProperty(globalThis, 'DeviceMotionEvent', {
    value: { requestPermission },
    configurable: true,
  });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

/** A VR player started on a browser whose motion permission is granted when asked (see motionApi). */
async function startWithGrantingMotion(maxTouchPoints: number) {
  const requestPermission = vi.fn(async () => 'granted' as const);
  motionApi(requestPermission, maxTouchPoints);
  const vr = fakeVr();
  const player = make(vr);
  await flush();
  return { requestPermission, vr, player };
}

function fakeVr() {
  const view = { enableMotion: vi.fn(), destroy: vi.fn() };
  const module: VrModule = { attach: vi.fn(() => view) };
  const load = vi.fn(async () => module);
  return { view, module, load };
}

/** A player of a VR video loading three.js through `vr`; media urls answer 404 unless `fetchFn` is given. */
function make(
  vr: ReturnType<typeof fakeVr>,
  sources = mp4Sources({ vr: 'vr_180_sbs' }),
  fetchFn?: typeof fetch,
) {
  return harness.make({
    sources,
    loaders: { vr: vr.load },
    fetch: fetchFn ?? ((async () => new Response('', { status: 404 })) as typeof fetch),
  });
}

describe('VR', () => {
  it('loads three.js only for a source with vr', async () => {
    const vr = fakeVr();
    make(vr, mp4Sources());
    await flush();
    expect(vr.load).not.toHaveBeenCalled();
  });

  it('attaches the sphere view, enables motion where no permission is needed, and destroys it', async () => {
    const vr = fakeVr();
    const player = make(vr);
    await flush();
    expect(vr.module.attach).toHaveBeenCalledWith(
      player.video,
      player.root.querySelector('.tk-stage'),
      expect.objectContaining({ mode: 'vr_180_sbs' }),
    );
    expect(vr.view.enableMotion).toHaveBeenCalledOnce();
    expect(player.getSnapshot().vr).toEqual({ permission: 'not-needed' });
    expect(player.video.crossOrigin).toBe('anonymous');
    expect(player.root.querySelector<HTMLElement>('[data-testid="tk-vr-permission"]')!.hidden).toBe(true);
    player.destroy();
    expect(vr.view.destroy).toHaveBeenCalledOnce();
  });

  it('on iOS shows the motion permission overlay and enables motion once granted', async () => {
    const { requestPermission, vr, player } = await startWithGrantingMotion(5);
    const overlay = player.root.querySelector<HTMLElement>('[data-testid="tk-vr-permission"]')!;
    expect(overlay.hidden).toBe(false);
    expect(vr.view.enableMotion).not.toHaveBeenCalled();
    overlay.querySelector('button')!.click();
    await flush();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(overlay.hidden).toBe(true);
    expect(player.getSnapshot().vr).toEqual({ permission: 'granted' });
    expect(vr.view.enableMotion).toHaveBeenCalledOnce();
  });

  it('desktop Chromium (requestPermission but no touch screen) gets no motion overlay over the video', async () => {
    const { requestPermission, player } = await startWithGrantingMotion(0);
    expect(player.root.querySelector<HTMLElement>('[data-testid="tk-vr-permission"]')!.hidden).toBe(true);
    expect(player.getSnapshot().vr).toEqual({ permission: 'not-needed' });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a denied permission hides the overlay and keeps drag-only look-around', async () => {
    motionApi(async () => 'denied', 5);
    const vr = fakeVr();
    const player = make(vr);
    await flush();
    await player.requestVrPermission();
    expect(player.getSnapshot().vr).toEqual({ permission: 'denied' });
    expect(vr.view.enableMotion).not.toHaveBeenCalled();
  });

  it('resolves the real media url with text_redirect=yes', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response('https://media.example/real_hd.mp4\n', { headers: { 'content-type': 'text/plain' } }),
    );
    const player = make(fakeVr(), undefined, fetchFn as typeof fetch);
    await flush();
    expect(fetchFn).toHaveBeenCalledWith(
      '/media/1001/1001_hd.mp4?sig=x&text_redirect=yes',
      expect.anything(),
    );
    expect(player.video.getAttribute('src')).toBe('https://media.example/real_hd.mp4');
  });

  it('keeps the url when the server answers the video itself instead of text', async () => {
    const fetchFn = vi.fn(async () => new Response('binary', { headers: { 'content-type': 'video/mp4' } }));
    const player = make(fakeVr(), undefined, fetchFn as typeof fetch);
    await flush();
    expect(player.video.getAttribute('src')).toBe('/media/1001/1001_hd.mp4?sig=x');
  });

  it('parses the vr mode string', () => {
    expect(parseVrMode('vr_180_sbs')).toEqual({ angle: 180, layout: 'sbs' });
    expect(parseVrMode('vr_360_tb')).toEqual({ angle: 360, layout: 'tb' });
    expect(parseVrMode('vr_360_mono')).toEqual({ angle: 360, layout: 'mono' });
    expect(parseVrMode('junk')).toEqual({ angle: 360, layout: 'mono' });
  });
});
