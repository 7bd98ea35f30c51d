import { Link } from '../../../router/link.tsx';
import { ADDRESSES } from '../../contacts/addresses.ts';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** Privacy policy. */
export const meta = infoMeta('information_privacy');

/** /information/privacy/ */
export default function PrivacyPage() {
  return (
    <InfoLayout name="information_privacy">
      <p>
        This policy explains what Tubekit keeps about you, why, and what you can do about it. We collect as
        little as the site needs to work.
      </p>

      <h2>Visitors</h2>
      <p>You can use the site without an account. For visitors we process:</p>
      <ul>
        <li>
          Server logs of requests (address, time, page, browser) to run and protect the site. They are kept
          for 30 days.
        </li>
        <li>
          Anonymous statistics: video views, votes, and page hits with the page name and any campaign id in
          the link. They are counted per video or per page, not per person.
        </li>
        <li>
          Your approximate country, taken from your network address, to choose which advertising to show. It
          is kept in a cookie on your device, not in our records.
        </li>
      </ul>

      <h2>Kept only on your device</h2>
      <p>
        Your watch-later list, viewing history, search history and player volume are stored in your own
        browser and never sent to us. You can clear them at any time by clearing the site data in your
        browser. The <Link to="/information/cookies/">Cookies policy</Link> lists every entry.
      </p>

      <h2>Members</h2>
      <p>
        An account holds your username, e-mail address and password (stored only as a one-way hash), and the
        profile fields you choose to fill in (such as about me, age, country, avatar or website). Your
        favourites, playlists, subscriptions, comments and uploads are stored with your account. Your e-mail
        address is never shown to other members. Profile fields you fill in are visible to other members.
      </p>
      <p>Sign-in and password recovery are protected by a captcha from a third-party provider.</p>

      <h2>Why we process data</h2>
      <ul>
        <li>To provide the site and the features you use (our contract with members).</li>
        <li>To keep the site secure and prevent abuse, such as comment spam (our legitimate interest).</li>
        <li>To meet legal duties, such as answering copyright notices and the requests of authorities.</li>
      </ul>

      <h2>Who else sees data</h2>
      <p>
        We do not sell personal data. Hosting, delivery and captcha providers process data on our behalf.
        Advertising partners receive what your browser sends when an ad loads. We disclose data to authorities
        only when the law requires it.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and edit your profile at any time, and ask us for a copy of your data, its correction or
        its deletion, or object to its processing. Deleting an account removes its profile, lists and
        comments; uploaded videos are removed as well. Write to{' '}
        <a href={`mailto:${ADDRESSES.support}`}>{ADDRESSES.support}</a>; we answer within 30 days.
      </p>

      <h2>Children</h2>
      <p>
        The site is for adults only. We do not knowingly collect data from anyone under 18 and delete any such
        data we learn of.
      </p>

      <h2>Changes</h2>
      <p>We may update this policy; the current version is always on this page.</p>
    </InfoLayout>
  );
}
