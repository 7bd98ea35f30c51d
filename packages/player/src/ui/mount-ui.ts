import type { TimerId } from '../foundation/clock';
import { createControls } from './controls';
import { el } from './dom';
import { bindGestures } from './gestures';
import { bindKeyboard } from './keyboard';
import { createOverlays } from './overlays';
import { createEndPanels } from './panels';
import type { UiContext } from './types';

/** Controls hide after this long without pointer activity while playing (ms). */
export const IDLE_HIDE_MS = 3000;

/**
 * Builds the player root with its stage (the video) into the container. Cheap, and always
 * done at setup: the picture and the ad slots need it; the controls may come later.
 */
export function mountStage(ctx: UiContext): HTMLElement {
  const { root, video, options, disposer } = ctx;
  const doc = root.ownerDocument;
  root.className = 'tk-player';
  root.tabIndex = 0;
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', options.title ? `Video player: ${options.title}` : 'Video player');
  const stage = el(doc, 'div', { class: 'tk-stage' }, options.deleted ? [] : [video]);
  root.append(stage);
  ctx.container.append(root);
  disposer.add(() => root.remove());
  return stage;
}

/**
 * Builds the title, overlays, panels and controls right after `stage` (ad slots added to the
 * root in the meantime stay after them) and renders every snapshot. The UI only sends
 * intents to the player; it never writes state.
 */
export function mountControls(ctx: UiContext, stage: HTMLElement): void {
  const { root, options, player, disposer, clock } = ctx;
  const doc = root.ownerDocument;
  const title = options.title ? el(doc, 'div', { class: 'tk-title' }, [options.title]) : null;
  const controls = createControls(ctx);
  const overlays = createOverlays(ctx);
  const panels = createEndPanels(ctx);
  stage.after(
    ...(title ? [title] : []),
    ...overlays.els,
    ...panels.els,
    ...(options.deleted ? [] : [controls.el]),
  );

  if (!options.deleted) {
    bindGestures(ctx, stage);
    bindKeyboard(ctx);
  }

  // Pointer activity shows the controls; they fade while playing after IDLE_HIDE_MS.
  let idleTimer: TimerId | null = null;
  const wake = () => {
    root.classList.add('tk-active');
    if (idleTimer !== null) clock.clearTimeout(idleTimer);
    idleTimer = clock.setTimeout(() => {
      idleTimer = null;
      root.classList.remove('tk-active');
    }, IDLE_HIDE_MS);
  };
  disposer.listen(root, 'pointermove', wake);
  disposer.listen(root, 'pointerdown', wake);
  disposer.add(() => {
    if (idleTimer !== null) clock.clearTimeout(idleTimer);
  });

  const render = () => {
    const s = player.getSnapshot();
    controls.render(s);
    overlays.render(s);
    panels.render(s);
    root.classList.toggle('tk-fullscreen', s.fullscreen);
  };
  disposer.add(player.subscribe(render));
  render();
}
