import { Link } from '../../../router/link.tsx';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** One cookie or browser storage entry the site sets. */
interface StorageEntry {
  name: string;
  purpose: string;
  lifetime: string;
}

/** Cookies (path /, SameSite Lax). */
const COOKIES: StorageEntry[] = [
  {
    name: '_agev',
    purpose: 'Remembers that you confirmed you are 18 or older.',
    lifetime: 'Does not expire',
  },
  {
    name: '_tkv',
    purpose:
      'A random identifier, signed by the site, so your vote or view counts once. It holds no personal data and only the site can read it.',
    lifetime: '1 year',
  },
  {
    name: '_tks',
    purpose:
      'Keeps you signed in: a random session identifier, readable only by the site (set when you log in).',
    lifetime: '1 day, or 30 days with "Remember me"; ends when you log out',
  },
  {
    name: '_tkf',
    purpose:
      'A random value that the login, sign-up and password forms prove they came from this site with (SameSite Strict).',
    lifetime: '1 day',
  },
  { name: 'country', purpose: 'Your country code, to choose the advertising shown.', lifetime: '1 day' },
  {
    name: 'logout',
    purpose: 'Marks that you signed out, so the next page loads signed out.',
    lifetime: '1 day',
  },
];

/** Browser storage that never leaves your device. */
const LOCAL: StorageEntry[] = [
  {
    name: 'ktk_volume (local storage)',
    purpose: 'The player volume you chose.',
    lifetime: 'Until you clear it',
  },
  {
    name: 'search_history (local storage)',
    purpose: 'Your recent searches.',
    lifetime: 'Until you clear it',
  },
  {
    name: 'api_storage (IndexedDB)',
    purpose: 'Your watch-later list and viewing history.',
    lifetime: 'Until you clear it',
  },
];

function EntryTable({ caption, entries }: { caption: string; entries: StorageEntry[] }) {
  return (
    <table className="info-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Purpose</th>
          <th scope="col">Lifetime</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.name}>
            <th scope="row">{e.name}</th>
            <td>{e.purpose}</td>
            <td>{e.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Cookies policy: readable before the age gate is accepted (spec section 4). */
export const meta = infoMeta('information_cookies');

/** /information/cookies/ */
export default function CookiesPage() {
  return (
    <InfoLayout name="information_cookies">
      <p>
        Cookies are small text files a site stores in your browser. Tubekit uses only the cookies it needs to
        work; it sets no tracking cookies of its own. Unless stated otherwise our cookies last one day, apply
        to the whole site and are not sent with requests from other sites (SameSite Lax).
      </p>

      <h2>Cookies we set</h2>
      <EntryTable caption="Cookies" entries={COOKIES} />

      <h2>Storage on your device</h2>
      <p>These entries stay in your browser and are never sent to us.</p>
      <EntryTable caption="Browser storage" entries={LOCAL} />

      <h2>Other parties</h2>
      <p>
        Advertising partners and the captcha provider used at sign-in may set their own cookies when their
        content loads. Their use is governed by their own policies.
      </p>

      <h2>Managing cookies</h2>
      <p>
        You can delete or block cookies in your browser settings. If you block the _agev cookie the age
        confirmation is asked on every visit; if you clear the site data your watch-later list, history and
        search history are lost. See also our <Link to="/information/privacy/">Privacy policy</Link>.
      </p>
    </InfoLayout>
  );
}
