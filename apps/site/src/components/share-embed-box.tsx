import { embedIframeCode, embedScriptCode } from '@tubekit/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { copyText } from '../modals/contact-us-modal.tsx';
import { notify } from '../state/notifications.ts';
import './share-embed-box.css';
import './tabs.css';

/** The two ways to embed a video, as tabs. */
const KINDS = [
  { key: 'iframe', label: 'Iframe code' },
  { key: 'script', label: 'Script code' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

/**
 * The tab a key moves to from `current` in `tabs` (arrows wrap; Home, End), or null for any
 * other key.
 */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | null {
  const at = tabs.indexOf(current);
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step !== 0) return tabs[(at + step + tabs.length) % tabs.length] ?? null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[tabs.length - 1] ?? null;
  return null;
}

/**
 * The video page's share / embed box: the page link and the two embed codes (a fixed iframe,
 * or the responsive loader script with its postMessage API), each selectable and copyable.
 * `origin` is the site's public origin, so the code works when pasted on another site.
 */
export function ShareEmbedBox({
  origin,
  video,
}: {
  origin: string;
  video: { video_id: number; dir: string; title: string };
}) {
  const [kind, setKind] = useState<Kind>('iframe');
  const codeId = useId();
  const pageUrl = `${origin}/video/${video.video_id}/${video.dir}/`;
  const code = kind === 'iframe' ? embedIframeCode(origin, video) : embedScriptCode(origin, video);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(
      KINDS.map((k) => k.key),
      kind,
      event.key,
    );
    if (!next) return;
    event.preventDefault();
    setKind(next);
    event.currentTarget.ownerDocument.getElementById(`${codeId}-${next}`)?.focus();
  };
  // Own texts: the catalogue's notify.text_copied reads "Mail address copied".
  const copy = async (text: string, what: string) => {
    if (await copyText(text)) notify({ type: 'success', text: `${what} copied` });
  };
  return (
    <section className="share-embed-box" aria-label="Share and embed">
      <p className="share-embed-link">
        <input readOnly value={pageUrl} aria-label="Video link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy(pageUrl, 'Link')}>
          Copy link
        </button>
      </p>
      {/* The WAI-ARIA tabs pattern: one Tab stop (the selected tab), arrows and Home/End move. */}
      <div className="tabs" role="tablist" aria-label="Embed code" onKeyDown={onTabKey}>
        {KINDS.map((k) => (
          <button
            key={k.key}
            id={`${codeId}-${k.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={kind === k.key}
            aria-controls={codeId}
            tabIndex={kind === k.key ? 0 : -1}
            onClick={() => setKind(k.key)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <div id={codeId} role="tabpanel" aria-labelledby={`${codeId}-${kind}`}>
        <textarea
          readOnly
          rows={kind === 'iframe' ? 3 : 2}
          value={code}
          aria-label={kind === 'iframe' ? 'Iframe code' : 'Script code'}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <button type="button" className="button" onClick={() => void copy(code, 'Embed code')}>
        Copy code
      </button>
    </section>
  );
}
