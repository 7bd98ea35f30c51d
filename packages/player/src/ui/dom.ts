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
  const button = el(doc, 'button', {
    type: 'button',
    class: `tk-btn ${className}`,
    'aria-label': label,
    title: label,
  });
  button.innerHTML = icon;
  return button;
}

/** Shows or hides a node with the `hidden` attribute, touching the DOM only on change. */
export function toggle(node: HTMLElement, visible: boolean): void {
  if (node.hidden === visible) node.hidden = !visible;
}

/** Sets text only when it changed (timeupdate fires 4 times a second). */
export function setText(node: Node, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
