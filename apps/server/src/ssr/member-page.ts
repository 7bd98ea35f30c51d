import { randomBytes } from 'node:crypto';
import { escapeHtml, scriptJson } from '@tubekit/contract';
import { type CachedPage, etagOf } from './page-cache.ts';
import type { PageUser } from './page-user.ts';

/**
 * The stand-in member the page every member shares is rendered for (README "Page cache"):
 * id 0, which no account has, and a name no content can hold, random per process (hex
 * digits: React's escaping and JSON leave it as it is). Its page constants and its name in
 * the header are replaced by the requester's on every answer; the site shows nothing else of
 * the member before hydration (site router/member-pages.ts, comments' Delete after it).
 */
export const STAND_IN_MEMBER: PageUser = {
  user_id: 0,
  username: `member${randomBytes(12).toString('hex')}`,
};

/** A shared page cut where the member's parts go: markup between names, around the user JSON. */
interface MemberTemplate {
  beforeUser: string[];
  afterUser: string[];
}

/** Whether `index` of `html` falls inside a <script> element. */
function inScript(html: string, index: number): boolean {
  return html.lastIndexOf('<script', index) > html.lastIndexOf('</script', index);
}

/**
 * Cuts a page rendered for the stand-in: its user JSON (once, in the hydration script) and its
 * name (in markup only, where HTML escaping is the right escaping). Null when the page is not
 * so (then the member's page is rendered for them instead).
 */
export function memberTemplate(html: string): MemberTemplate | null {
  const userJson = scriptJson(STAND_IN_MEMBER);
  const halves = html.split(userJson);
  const [before, after] = halves;
  if (halves.length !== 2 || before === undefined || after === undefined) return null;
  if (!inScript(html, before.length)) return null;
  const name = STAND_IN_MEMBER.username;
  const afterStart = before.length + userJson.length;
  for (let at = html.indexOf(name); at >= 0; at = html.indexOf(name, at + name.length)) {
    const inUserJson = at >= before.length && at < afterStart;
    if (!inUserJson && inScript(html, at)) return null;
  }
  return { beforeUser: before.split(name), afterUser: after.split(name) };
}

/** The template's page for `user`: their name in the markup, their page constants in the script. */
export function fillMemberTemplate(template: MemberTemplate, user: PageUser): string {
  const name = escapeHtml(user.username);
  return template.beforeUser.join(name) + scriptJson(user) + template.afterUser.join(name);
}

/** Each kept shared page's template, cut on its first member answer. */
const templates = new WeakMap<CachedPage, MemberTemplate | null>();

/**
 * The answer for one member built from the page every member shares: a new entry, never
 * kept (its compressed forms are made for this answer alone), with the shared page's status,
 * nonce and headers. Null when the shared page cannot be filled in.
 */
export function memberPage(shared: CachedPage, user: PageUser): CachedPage | null {
  let template = templates.get(shared);
  if (template === undefined) {
    template = memberTemplate(shared.json.toString());
    templates.set(shared, template);
  }
  if (!template) return null;
  const { gzip: _gzip, br: _br, ...same } = shared;
  const json = Buffer.from(fillMemberTemplate(template, user));
  return { ...same, json, etag: etagOf(json), etags: {} };
}
