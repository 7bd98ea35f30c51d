import { AGE_THRESHOLD, LIMITS, UPLOAD_EXTENSIONS } from '@tubekit/contract';
import { CopyAddress } from '../../components/copy-address.tsx';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { ADDRESSES } from '../contacts/addresses.ts';
import '../information/info-layout.css';

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
