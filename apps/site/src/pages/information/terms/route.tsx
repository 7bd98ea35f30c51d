import { AGE_THRESHOLD, FORBIDDEN_CONTENT, LIMITS, UPLOAD_EXTENSIONS } from '@tubekit/contract';
import { Link } from '../../../router/link.tsx';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** Terms of use: readable before the age gate is accepted (spec section 4). */
export const meta = infoMeta('information_terms');

/** /information/terms/ */
export default function TermsPage() {
  return (
    <InfoLayout name="information_terms">
      <p>
        These terms apply to everyone who visits Tubekit, with or without a member account. By using the site
        you accept them. If you do not accept them, please leave the site.
      </p>

      <h2>1. Adults only</h2>
      <p>
        The site shows sexually explicit material. You may use it only if you are at least {AGE_THRESHOLD}{' '}
        years old and old enough to view such material where you live. Do not let minors use your device or
        account to view the site. Parents can block the site with parental-control software: every page
        carries the RTA (Restricted To Adults) label.
      </p>

      <h2>2. Using the site</h2>
      <ul>
        <li>Visitors may browse, search, watch and vote on videos and read the information pages.</li>
        <li>
          Members may also keep favourites, watch-later lists, playlists and subscriptions, post comments and
          upload videos.
        </li>
        <li>
          You may not copy or redistribute videos, scrape the site, interfere with its operation, or get
          around any access limit.
        </li>
        <li>You may embed our player only with the embed code the site provides.</li>
      </ul>

      <h2>3. Member accounts</h2>
      <p>
        A username must have at least {LIMITS.usernameMin} characters and a password at least{' '}
        {LIMITS.passwordMin}. You are responsible for what happens under your account; keep your password to
        yourself. One person, one account. We may suspend an account that breaks these terms.
      </p>

      <h2>4. Uploading videos</h2>
      <p>
        By uploading you confirm that you own the video or hold every right needed to publish it, and that
        every person who appears in it was at least {AGE_THRESHOLD} years old at the time of recording and
        consented to the recording and to its publication. You keep the copyright; you give us a non-exclusive
        licence to store, show and promote the video on the site for as long as it stays published.
      </p>
      <ul>
        <li>Every upload is reviewed before it appears; we may refuse any video without giving a reason.</li>
        <li>
          Files of up to 10 GB in these formats are accepted: {UPLOAD_EXTENSIONS.join(', ')}. The file name
          may contain only Latin letters and numbers.
        </li>
        <li>
          The minimum length is {LIMITS.minVideoSecondsExclusive / 60} minutes for videos exclusive to Tubekit
          and {LIMITS.minVideoSecondsNonExclusive / 60} minutes for others. Damaged files and duplicates are
          refused.
        </li>
      </ul>

      <h2>5. Forbidden content</h2>
      <p>
        Never upload, link to or describe content that shows or suggests: {FORBIDDEN_CONTENT.join(', ')}, or
        anything else that is illegal or harmful. Such content is removed and the account closed; content
        involving minors is reported to the authorities.
      </p>

      <h2>6. Comments</h2>
      <p>
        Be respectful. No spam, advertising, personal data of others, threats or hate. To keep discussions
        readable a member may post {LIMITS.commentsPerUserPer10Min} comments per 10 minutes, and at most{' '}
        {LIMITS.commentsPerIpPer10Min} comments per 10 minutes come from one network address.
      </p>

      <h2>7. Copyright</h2>
      <p>
        If you believe a video infringes your rights, follow the <Link to="/information/dmca/">DMCA</Link>{' '}
        procedure. Accounts that repeatedly upload infringing material are closed.
      </p>

      <h2>8. Advertising and outside links</h2>
      <p>
        The site shows advertising and links to partner sites. We do not control those sites and are not
        responsible for their content or their privacy practices.
      </p>

      <h2>9. No warranty</h2>
      <p>
        The site is provided as it is. We do our best to keep it available and accurate, but we do not promise
        that it will be free of interruptions or errors, and to the extent the law allows we are not liable
        for damage that results from using it.
      </p>

      <h2>10. Changes</h2>
      <p>
        We may change these terms. The current version is always on this page; continuing to use the site
        after a change means you accept it. Our <Link to="/information/privacy/">Privacy policy</Link> and{' '}
        <Link to="/information/cookies/">Cookies policy</Link> are part of these terms. Questions:{' '}
        <Link to="/contacts/">Contacts</Link>.
      </p>
    </InfoLayout>
  );
}
