import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * The `<altcha-widget>` element (the `altcha` package's web component) as CaptchaField
 * renders it: the attributes it sets, as strings, on an element defined once the lazy
 * module has loaded.
 */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  /** The challenge as JSON (the widget fetches a URL instead when it does not start with `{`). */
  challenge?: string;
  /** Widget options as JSON. */
  configuration?: string;
  /** When to solve: `off` (on click), `onfocus` (any field of the form), `onload`, `onsubmit`. */
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
