import { DMCA_EMAIL } from '../../modals/contact-us-modal.tsx';

/** The site's mail addresses (synthetic; the DMCA one is the ContactUs modal's). */
export const ADDRESSES = {
  dmca: DMCA_EMAIL,
  support: 'support@tubekit.example',
  partners: 'partners@tubekit.example',
  advertising: 'ads@tubekit.example',
} as const;
