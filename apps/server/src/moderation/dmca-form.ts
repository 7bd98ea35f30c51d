import { DMCA_RULES } from '@tubekit/contract';
import { emailError } from '../accounts/account-rules.ts';
import { type Fields, fieldsOf, stringField, textField } from '../comments/form-fields.ts';
import { ApiError } from '../http/errors.ts';

/** A DMCA notice as sent, checked. */
export interface DmcaForm {
  name: string;
  email: string;
  url: string;
  work: string;
  text: string;
}

/**
 * The address: a text (required, DMCA_RULES.emailMax, no control characters), then the
 * e-mail rule of sign-up (one @, a dotted domain), else 400 `invalid_param` `email`.
 */
function emailOf(fields: Fields): string {
  const email = textField(fields, 'email', { min: 1, max: DMCA_RULES.emailMax });
  if (emailError('email', email)) throw new ApiError('invalid_param', 'email');
  return email;
}

/** An absolute http(s) URL, or 400 `invalid_param` `url`. */
function urlOf(fields: Fields): string {
  const url = textField(fields, 'url', { min: 1, max: DMCA_RULES.urlMax });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError('invalid_param', 'url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ApiError('invalid_param', 'url');
  return url;
}

/**
 * Reads a POST dmca.php body: `name`, `email`, `url` (the infringing page, http or https),
 * `work` (the original), `text`, each required and at most its DMCA_RULES length (code points
 * after trimming), and the sworn statement `sworn=1`. Errors are 400s naming the field:
 * `required`, `max_length`, `invalid_param` (a bad address or URL, a control character).
 */
export function parseDmcaForm(body: unknown): DmcaForm {
  const fields = fieldsOf(body);
  const form: DmcaForm = {
    name: textField(fields, 'name', { min: 1, max: DMCA_RULES.nameMax }),
    email: emailOf(fields),
    url: urlOf(fields),
    work: textField(fields, 'work', { min: 1, max: DMCA_RULES.workMax }),
    text: textField(fields, 'text', { min: 1, max: DMCA_RULES.textMax }),
  };
  if (stringField(fields, 'sworn') !== '1') throw new ApiError('required', 'sworn');
  return form;
}

/** The video a URL of this site names (`/video/{id}/{dir}/` or `/embed/{id}/`), as an id to look up. */
export function videoIdInUrl(url: string, baseUrl: string): number | null {
  const page = new URL(url);
  if (page.host.toLowerCase() !== new URL(baseUrl).host.toLowerCase()) return null;
  const match = /^\/(?:video|embed)\/([1-9]\d{0,9})\//.exec(page.pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
