import { CopyAddress } from '../../components/copy-address.tsx';
import type { PageMeta } from '../../route-module.ts';
import { Link } from '../../router/link.tsx';
import { ADDRESSES } from './addresses.ts';
import { DmcaNotice } from './dmca-notice.tsx';
import '../information/info-layout.css';

/** The contacts' meta. */
export function meta(): PageMeta {
  return {
    title: 'Contacts',
    description:
      'How to reach Tubekit: copyright and DMCA notices, support, content partners and advertising.',
  };
}

/** /contacts/: one copyable address per subject (the ContactUs modal's DMCA address first). */
export default function ContactsPage() {
  return (
    <section className="page page--contacts">
      <article className="info-page__text">
        <h1>Contacts</h1>
        <p>Choose the address that matches your subject so your message reaches the right team quickly.</p>

        <h2>Copyright and DMCA</h2>
        <p>
          Notices about videos that use your work without permission. See the{' '}
          <Link to="/information/dmca/">DMCA</Link> page for what a notice must contain.
        </p>
        <CopyAddress address={ADDRESSES.dmca} label="DMCA address" />
        <p>Or send the notice from here: it goes straight to our moderators.</p>
        <DmcaNotice />

        <h2>Support</h2>
        <p>
          Questions about your account, playback or uploads. Many are answered on the{' '}
          <Link to="/information/support/">Support</Link> page.
        </p>
        <CopyAddress address={ADDRESSES.support} label="support address" />

        <h2>Content partners</h2>
        <p>
          Studios and creators who want to publish on Tubekit: see the{' '}
          <Link to="/content-partner-program/">Content partner program</Link>.
        </p>
        <CopyAddress address={ADDRESSES.partners} label="partner program address" />

        <h2>Advertising</h2>
        <p>Banner, native and in-player advertising on the site.</p>
        <CopyAddress address={ADDRESSES.advertising} label="advertising address" />
      </article>
    </section>
  );
}
