import { scriptJson } from '@tubekit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillMemberTemplate, memberPage, memberTemplate, STAND_IN_MEMBER } from './member-page.ts';
import type { CachedPage } from './page-cache.ts';

const NAME = STAND_IN_MEMBER.username;
const USER_JSON = scriptJson(STAND_IN_MEMBER);

/** A document as the shared render leaves it: the name in the header, the user in the hydration script. */
const sharedDocument = (extra = '') =>
  `<!doctype html><head><script type="application/ld+json">{"name":"Clip"}</script>${extra}</head>` +
  `<body><div id="root"><button class="dropdown__button">${NAME}<!-- --> <span>▾</span></button></div>` +
  `<script nonce="n">window.__HYDRATION__={"root":{"categories":[],"user":${USER_JSON}}}</script></body>`;

describe('the page every member shares', () => {
  it("fills in the member's name (HTML-escaped) and page constants (script-safe JSON)", () => {
    const template = memberTemplate(sharedDocument());
    expect(template).not.toBeNull();
    const user = { user_id: 7, username: 'ann_b', role: 'moderator' as const };
    const filled = fillMemberTemplate(template as NonNullable<typeof template>, user);
    expect(filled).toContain('<button class="dropdown__button">ann_b<!-- -->');
    expect(filled).toContain(`"user":{"user_id":7,"username":"ann_b","role":"moderator"}}}</script>`);
    expect(filled).not.toContain(NAME);
    const odd = fillMemberTemplate(template as NonNullable<typeof template>, {
      user_id: 1,
      username: '<a&"',
    });
    expect(odd).toContain('&lt;a&amp;&quot;<!-- -->');
    expect(odd).toContain('"username":"\\u003ca\\u0026\\""');
  });

  it('refuses a page without the user JSON, or with it twice: that member page is rendered for them', () => {
    expect(memberTemplate(sharedDocument().replace(USER_JSON, 'null'))).toBeNull();
    expect(memberTemplate(sharedDocument(`<script>var u=${USER_JSON}</script>`))).toBeNull();
  });

  it('refuses a page with the name inside another script, where HTML escaping would be wrong', () => {
    expect(
      memberTemplate(sharedDocument(`<script type="application/ld+json">"${NAME}"</script>`)),
    ).toBeNull();
  });

  it("answers with a new entry: the shared one's status and nonce, its own bytes and ETag, no compressed forms", () => {
    const json = Buffer.from(sharedDocument());
    const shared: CachedPage = {
      json,
      etag: '"shared"',
      lifetime: 60,
      expiresAt: 1,
      status: 200,
      nonce: 'n0nce',
      etags: { br: '"b"' },
      br: Buffer.from('br bytes'),
    } as CachedPage;
    const own = memberPage(shared, { user_id: 3, username: 'cat' });
    expect(own).not.toBeNull();
    expect(own?.json.toString()).toContain('>cat<!-- -->');
    expect([own?.status, own?.nonce, own?.br, own?.etags]).toEqual([200, 'n0nce', undefined, {}]);
    expect(own?.etag).not.toBe('"shared"');
    expect(shared.json).toBe(json);
    expect(shared.br?.toString()).toBe('br bytes');
  });

  it('keeps any name inside its text and its JSON string: the document parses back to exactly that member', () => {
    const template = memberTemplate(sharedDocument());
    if (!template) throw new Error('no template');
    const scripts = (doc: string) => doc.split('<script').length;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(), (username, user_id) => {
        const doc = fillMemberTemplate(template, { user_id, username });
        expect(scripts(doc)).toBe(scripts(sharedDocument()));
        const json = /window\.__HYDRATION__=(.*)<\/script>/.exec(doc)?.[1] ?? 'null';
        expect(JSON.parse(json).root.user).toEqual({ user_id, username });
        const text = /class="dropdown__button">(.*?)<!-- -->/s.exec(doc)?.[1] ?? '';
        const decoded = text
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(decoded).toBe(username);
      }),
    );
  });
});
