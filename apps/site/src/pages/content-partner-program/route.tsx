import { AGE_THRESHOLD, LIMITS, UPLOAD_EXTENSIONS } from '@tubekit/contract';
import { CopyAddress } from '../../components/copy-address.tsx';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { ADDRESSES } from '../contacts/addresses.ts';
import '../information/info-layout.css';
import './partner-program.css';

/** The partner program's meta. */
export function meta(): PageMeta {
  return {
    title: 'Content partner program',
    description: 'Studios and creators: publish your videos on Tubekit with your own channel page.',
  };
}

/** /content-partner-program/: what partners get, what they send, and how to join. */
export default function PartnerProgramPage() {
  return (
    <section className="page page--partner-program">
      <article className="info-page__text">
        <h1>Content partner program</h1>
        <p>
          Studios, producers and independent creators can publish their videos on Tubekit. Partner videos get
          a channel page listed under Channels, with its own video list, info tab and subscribers.
        </p>

        <h2>What partners get</h2>
        <ul>
          <li>A channel page with your name, description and a link to your own site.</li>
          <li>Your videos in the listings, categories, search and related videos across the site.</li>
          <li>Members can subscribe to your channel and follow new uploads.</li>
          <li>View, vote and subscriber counts for every channel and video.</li>
        </ul>

        <h2>Video requirements</h2>
        <ul>
          <li>
            Minimum length {LIMITS.minVideoSecondsExclusive / 60} minutes for videos exclusive to Tubekit and{' '}
            {LIMITS.minVideoSecondsNonExclusive / 60} minutes for non-exclusive videos.
          </li>
          <li>Files of up to 10 GB in these formats: {UPLOAD_EXTENSIONS.join(', ')}.</li>
          <li>File names with Latin letters and numbers only; no damaged files and no duplicates.</li>
          <li>
            A preview picture for each video; channel cover images of at least {LIMITS.minImageWidth}x
            {LIMITS.minImageHeight} pixels.
          </li>
        </ul>

        <h2>Content rules</h2>
        <p>
          Every person shown must have been at least {AGE_THRESHOLD} years old at the time of recording and
          have consented to the recording and its publication. You must hold the rights to everything you
          publish and keep the performer records described in our{' '}
          <Link to="/information/2257/">2257 statement</Link>. Every video is reviewed before it appears, and
          the <Link to="/information/terms/">Terms of use</Link> apply, including the list of forbidden
          content.
        </p>

        <h2>Sending visitors</h2>
        <p>
          Add your campaign id to any link to the site. The campaign stays with the visitor for 30 days and is
          counted on every page, play and sign-up of the visit:
        </p>
        <pre className="partner-program__example">
          /video/1001/sunset-clip/?campaign=123&amp;pub=77&amp;autostart=1&amp;start_time=42
        </pre>
        <ul>
          <li>
            <code>campaign</code>: your campaign id (up to 32 letters, digits, <code>_</code> or{' '}
            <code>-</code>); <code>pub</code>: the publisher that sent the visitor.
          </li>
          <li>
            <code>autostart=1</code> or <code>autoplay=1</code>: the video starts at once, muted.
          </li>
          <li>
            <code>start_time</code>, <code>seek_time</code> or <code>ts</code>: the second the video starts
            at.
          </li>
        </ul>

        <h2>Embedding the player</h2>
        <p>
          Paste this where the video should appear; <code>data-campaign</code> carries your campaign into the
          player and into every link back to the site. <code>data-start</code>, <code>data-autoplay</code> and{' '}
          <code>data-aspect</code> set the start time, muted autoplay and the shape. Your page can control the
          player and follow its events (play, pause, ended, time) through a small script API.
        </p>
        <pre className="partner-program__example">
          {
            '<div data-tubekit-video="1001" data-campaign="123"></div>\n<script async src="/embed.js"></script>'
          }
        </pre>

        <h2>Your numbers</h2>
        <p>
          Visits, video views, plays, ad impressions and sign-ups per campaign and day are on the{' '}
          <a href="/partners/">partner numbers page</a> with the token we give you, and as JSON for your own
          tools.
        </p>

        <h2>How to join</h2>
        <ol>
          <li>Write to us with your studio or creator name, a link to your site and a few sample titles.</li>
          <li>We review your application and answer within five business days.</li>
          <li>Once approved, you upload your videos and they appear after review.</li>
        </ol>
        <CopyAddress address={ADDRESSES.partners} label="partner program address" />
      </article>
    </section>
  );
}
