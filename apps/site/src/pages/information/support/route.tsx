import { LIMITS } from '@tubekit/contract';
import { CopyAddress } from '../../../components/copy-address.tsx';
import { Link } from '../../../router/link.tsx';
import { ADDRESSES } from '../../contacts/addresses.ts';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** Support. */
export const meta = infoMeta('information_support');

/** /information/support/: common questions and how to reach support. */
export default function SupportPage() {
  return (
    <InfoLayout name="information_support">
      <p>
        Most questions are answered below. If yours is not, write to us and we reply within two business days.
      </p>
      <CopyAddress address={ADDRESSES.support} label="support address" />

      <h2>A video does not play</h2>
      <p>
        Reload the page and make sure your browser is up to date. Long videos stream in adaptive quality; on a
        slow connection choose a lower quality in the player settings. If one video never plays, send us its
        address.
      </p>

      <h2>Why is my upload not visible?</h2>
      <p>
        Every upload is reviewed before it appears on the site. A video added to a playlist shows within about
        a minute. Uploads of more than 10 GB, damaged files, duplicates and videos shorter than{' '}
        {LIMITS.minVideoSecondsExclusive / 60} minutes (exclusive) or{' '}
        {LIMITS.minVideoSecondsNonExclusive / 60} minutes (non-exclusive) are refused; see the{' '}
        <Link to="/information/terms/">Terms of use</Link>.
      </p>

      <h2>I cannot sign in</h2>
      <p>
        Check your username and password; after too many attempts sign-in is paused for a while. If you forgot
        your password, choose "Forgot password" in the login window and we send a link to your e-mail address.
        A new account can sign in only after its e-mail address is confirmed.
      </p>

      <h2>Where are my watch-later list and history?</h2>
      <p>
        They are kept in your browser, so they do not follow you to another device and are lost when you clear
        the site data. See the <Link to="/information/cookies/">Cookies policy</Link>.
      </p>

      <h2>How do I report a video?</h2>
      <p>
        Use the Report button under the video. Rights holders should follow the{' '}
        <Link to="/information/dmca/">DMCA</Link> procedure.
      </p>

      <h2>Webmasters and partners</h2>
      <p>
        Studios and creators can join the <Link to="/content-partner-program/">Content partner program</Link>.
        Other business enquiries: <Link to="/contacts/">Contacts</Link>.
      </p>
    </InfoLayout>
  );
}
