import { CopyAddress } from '../../../components/copy-address.tsx';
import { ADDRESSES } from '../../contacts/addresses.ts';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** DMCA. */
export const meta = infoMeta('information_dmca');

/** /information/dmca/: the notice-and-takedown procedure with the copyable DMCA address. */
export default function DmcaPage() {
  return (
    <InfoLayout name="information_dmca">
      <p>
        Tubekit respects the rights of copyright holders and follows the notice-and-takedown procedure of the
        Digital Millennium Copyright Act (17 U.S.C. 512). If a video on the site uses your work without
        permission, send us a notice and we will remove it.
      </p>

      <h2>Where to send a notice</h2>
      <CopyAddress address={ADDRESSES.dmca} label="DMCA address" />

      <h2>What a notice must contain</h2>
      <ol>
        <li>The address of each video on Tubekit you want removed (for example /video/123/title/).</li>
        <li>
          A description of the copyrighted work, or a link to where it is published with your permission.
        </li>
        <li>Your name, postal address, telephone number and e-mail address.</li>
        <li>
          A statement that you believe in good faith that the use is not authorised by the copyright owner,
          its agent or the law.
        </li>
        <li>
          A statement that the information in the notice is accurate and, under penalty of perjury, that you
          are the owner or are authorised to act for the owner.
        </li>
        <li>Your physical or electronic signature.</li>
      </ol>

      <h2>What happens next</h2>
      <p>
        We review complete notices within two business days and remove or disable the videos named. The member
        who uploaded them is told and may send a counter-notice.
      </p>

      <h2>Counter-notice</h2>
      <p>
        If your video was removed by mistake, send a counter-notice to the same address with the address of
        the removed video, a statement under penalty of perjury that you believe it was removed by mistake,
        your name, address and telephone number, your consent to the jurisdiction of the court for your
        address, and your signature. Unless the rights holder tells us within 10 to 14 business days that it
        has filed a court action, the video may be restored.
      </p>

      <h2>Repeat infringers</h2>
      <p>Accounts that repeatedly upload infringing material are closed.</p>
    </InfoLayout>
  );
}
