import { embedIframeCode, embedScriptCode } from '@tubekit/contract';
import { useId, useState } from 'react';
import { copyText } from '../modals/contact-us-modal.tsx';
import { notify } from '../state/notifications.ts';
import './share-embed-box.css';

/** The two ways to embed a video, as tabs. */
const KINDS = [
  { key: 'iframe', label: 'Iframe code' },
  { key: 'script', label: 'Script code' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

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
      <div className="share-embed-tabs" role="tablist" aria-label="Embed code">
        {KINDS.map((k) => (
          <button
            key={k.key}
            type="button"
            role="tab"
            aria-selected={kind === k.key}
            aria-controls={codeId}
            onClick={() => setKind(k.key)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <div id={codeId} role="tabpanel">
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
