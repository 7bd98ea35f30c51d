import { createHmac } from 'node:crypto';
import { newNonce } from '../http/security-headers.ts';

/**
 * What a document is rendered with where its nonce goes (`renderDocument` writes it as
 * ` nonce="…"`). That whole sequence cannot come from page content: text and attributes
 * escape `"`, and JSON in a script writes it as `\"`; so replacing it touches only the
 * document's own nonce attributes.
 */
const NONCE_SLOT = 'tkNonceSlot';
const SLOT_ATTRIBUTE = ` nonce="${NONCE_SLOT}"`;

/**
 * Renders a document and gives it its CSP nonce: an HMAC, under the server's secret, of the
 * document as rendered with the slot. Not a random one, because every server process
 * renders a page into the same bytes then (README "Processes"): its ETag is the same
 * whichever process answers, so a browser's or CDN's revalidation gets its 304 from any
 * of them. It is still what a nonce is for: content stored before a render cannot know
 * it (it depends on the secret and on the whole document, that content included), and a
 * page's nonce changes whenever the page does. Without a secret (a test's bare plugin)
 * each render gets a random one.
 */
export function withPageNonce(
  render: (nonce: string) => string,
  secret: string | undefined,
): { html: string; nonce: string } {
  if (!secret) {
    const nonce = newNonce();
    return { html: render(nonce), nonce };
  }
  const template = render(NONCE_SLOT);
  const nonce = createHmac('sha256', secret).update(template).digest().subarray(0, 16).toString('base64');
  return { html: template.replaceAll(SLOT_ATTRIBUTE, ` nonce="${nonce}"`), nonce };
}
