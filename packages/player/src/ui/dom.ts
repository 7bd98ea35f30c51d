import type { Disposer } from '../foundation/disposer';

type Attrs = Record<string, string | number | boolean | undefined>;

/** Creates an element with attributes and children; `false`/undefined attributes are skipped. */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

/** A control button with an accessible name and an inline SVG icon. */
export function iconButton(doc: Document, className: string, label: string, icon: string): HTMLButtonElement {
  const button = el(doc, 'button', { type: 'button', class: `tk-btn ${className}` });
  setButton(button, icon, label);
  return button;
}

/** Sets a button's icon and its accessible name (label and tooltip), e.g. Play -> Pause. */
export function setButton(button: HTMLElement, icon: string, label: string): void {
  button.innerHTML = icon;
  button.setAttribute('aria-label', label);
  button.title = label;
}

/**
 * Pointer dragging on a slider: `onDrag` gets the pointer's x on press and on every move
 * while pressed (the pointer is captured, so the drag may leave the slider); `onMove`, if
 * given, gets every move (hover).
 */
export function bindDrag(
  slider: HTMLElement,
  disposer: Disposer,
  onDrag: (clientX: number) => void,
  onMove?: (clientX: number) => void,
): void {
  let dragging = false;
  disposer.listen(slider, 'pointerdown', (event) => {
    const e = event as PointerEvent;
    dragging = true;
    slider.setPointerCapture?.(e.pointerId);
    onDrag(e.clientX);
  });
  disposer.listen(slider, 'pointermove', (event) => {
    const x = (event as PointerEvent).clientX;
    onMove?.(x);
    if (dragging) onDrag(x);
  });
  disposer.listen(slider, 'pointerup', () => {
    dragging = false;
  });
}

/** Shows or hides a node with the `hidden` attribute, touching the DOM only on change. */
export function toggle(node: HTMLElement, visible: boolean): void {
  if (node.hidden === visible) node.hidden = !visible;
}

/** Sets text only when it changed (timeupdate fires 4 times a second). */
export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
