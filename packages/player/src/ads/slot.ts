import type { SlotRenderer } from './types';

/** An HTML ad slot (pause ad, pre-play overlay) with a close button. */
export interface AdSlot {
  readonly el: HTMLElement;
  readonly box: HTMLElement;
  readonly close: HTMLButtonElement;
  remove(): void;
}

/**
 * Builds a slot: `el` (the testid carrier) holds a centred `box` that the page's renderer
 * fills, and a close button. The renderer's cleanup runs on remove; a throwing renderer
 * leaves an empty slot rather than breaking the player.
 */
export function createSlot(host: HTMLElement, testid: string, cover: boolean, render?: SlotRenderer): AdSlot {
  const doc = host.ownerDocument;
  const el = doc.createElement('div');
  el.className = testid;
  el.dataset.testid = testid;
  el.setAttribute(
    'style',
    `position:absolute;z-index:15;display:flex;align-items:center;justify-content:center;${
      cover ? 'inset:0;background:rgba(0,0,0,.6)' : 'left:50%;top:50%;transform:translate(-50%,-50%)'
    }`,
  );
  const box = doc.createElement('div');
  box.setAttribute('style', 'position:relative');
  const close = doc.createElement('button');
  close.type = 'button';
  close.dataset.testid = `${testid}-close`;
  close.setAttribute('aria-label', 'Close ad');
  close.textContent = '×';
  close.setAttribute('style', 'position:absolute;top:-14px;right:-14px');
  box.append(close);
  el.append(box);
  host.append(el);
  let cleanup: undefined | (() => void);
  try {
    cleanup = render?.(box);
  } catch {
    cleanup = undefined;
  }
  return {
    el,
    box,
    close,
    remove() {
      try {
        cleanup?.();
      } catch {
        // The page's cleanup failing must not keep the slot on screen.
      }
      el.remove();
    },
  };
}
