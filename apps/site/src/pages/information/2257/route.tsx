import { Link } from '../../../router/link.tsx';
import { ADDRESSES } from '../../contacts/addresses.ts';
import { InfoLayout, infoMeta } from '../info-layout.tsx';

/** 18 U.S.C. 2257 statement. */
export const meta = infoMeta('information_2257');

/** /information/2257/ */
export default function Statement2257Page() {
  return (
    <InfoLayout name="information_2257">
      <p>
        18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement. Every person who appears in any
        visual depiction on this site was 18 years of age or older at the time the depiction was created.
      </p>

      <h2>Operator of the site</h2>
      <p>
        Tubekit is not a producer (primary or secondary, as those terms are defined in 18 U.S.C. 2257 and 28
        C.F.R. 75) of the visual content on the site. The site hosts content uploaded by members and content
        partners, and its activities in connection with that content are limited to transmission, storage,
        retrieval, hosting and formatting, as described in 18 U.S.C. 2257(h)(2)(B)(v) and 47 U.S.C. 230(c).
      </p>

      <h2>Producers of the content</h2>
      <p>
        The producers of the content are required to keep the records that 18 U.S.C. 2257 and 28 C.F.R. 75
        describe. Every uploader confirms, under our <Link to="/information/terms/">Terms of use</Link>, that
        each person shown was at least 18 years old when the content was recorded and consented to its
        recording and publication. Content partners keep the identity and age documents of every performer and
        provide the name and address of their custodian of records on request.
      </p>

      <h2>Requests</h2>
      <p>
        To ask for the custodian of records of a particular video, or to report content you believe shows a
        minor, write to <a href={`mailto:${ADDRESSES.support}`}>{ADDRESSES.support}</a> with the address of
        the video. Reported content is taken down while it is reviewed.
      </p>
    </InfoLayout>
  );
}
