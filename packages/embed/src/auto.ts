import { createLoader } from './loader.ts';

declare global {
  interface Window {
    TubekitEmbed?: import('./loader.ts').EmbedLoader;
  }
}

// The script tag's own origin is where the iframes live; read it now, while this classic
// script runs (currentScript is null later). A second copy of the script reuses the first.
if (!window.TubekitEmbed) {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = new URL(script?.src || location.href).origin;
  const loader = createLoader(origin);
  window.TubekitEmbed = loader;
  const run = () => {
    loader.scan();
    document.dispatchEvent(new CustomEvent('tubekit:loader', { detail: loader }));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
} else {
  window.TubekitEmbed.scan();
}
