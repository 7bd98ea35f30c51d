// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_VAST_DIR, readVastFixture, vastFixtureNames } from './test-utils/vast-fixtures';

// Keeps our VAST test documents (test-fixtures/vast) honest as they grow: listed in the
// folder's README, synthetic addresses only, well-formed VAST, wrappers that lead somewhere.

/** Documents that are broken or not VAST on purpose, and the one wrapper that leads nowhere. */
const NOT_WELL_FORMED = new Set(['malformed.xml']);
const NOT_VAST = new Set(['not-vast.xml', 'vast1-linear.xml']);
const DANGLING_WRAPPER = 'wrapper-to-missing-v3.xml';

const names = vastFixtureNames();
const parse = (name: string) => new DOMParser().parseFromString(readVastFixture(name), 'text/xml');
const wrapperTargets = (doc: Document) =>
  [...doc.getElementsByTagName('VASTAdTagURI')].map((el) => el.textContent?.trim() ?? '');

describe('our VAST test documents (test-fixtures/vast)', () => {
  it('are there: at least inline, wrapper, no-ad and error documents', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'inline-linear-v2.xml',
        'wrapper-to-inline-v3.xml',
        'no-ad.xml',
        'malformed.xml',
      ]),
    );
  });

  it('each has a row in the folder README', () => {
    const readme = readFileSync(path.join(OWN_VAST_DIR, 'README.md'), 'utf8');
    expect(names.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });

  it.each(names)('%s points only at synthetic https addresses on *.example.test', (name) => {
    const urls = readVastFixture(name).match(/\b[a-z]+:\/\/[^\s<>"\]]+/gi) ?? [];
    const foreign = urls.filter((u) => !/^https:\/\/[a-z0-9.-]+\.example\.test\//.test(u));
    // The VAST 4 namespace is an identifier, never fetched.
    expect(foreign.filter((u) => u !== 'http://www.iab.com/VAST')).toEqual([]);
  });

  it.each(names.filter((n) => !NOT_WELL_FORMED.has(n)))('%s is well-formed XML', (name) => {
    expect(parse(name).getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('malformed.xml is not well-formed', () => {
    expect(parse('malformed.xml').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it.each(names.filter((n) => !NOT_WELL_FORMED.has(n) && !NOT_VAST.has(n)))(
    '%s is a VAST 2, 3 or 4 document',
    (name) => {
      const root = parse(name).documentElement;
      expect(root.nodeName).toBe('VAST');
      expect(root.getAttribute('version')).toMatch(/^[234]\.\d$/);
    },
  );

  it.each(names.filter((n) => !NOT_WELL_FORMED.has(n) && n !== DANGLING_WRAPPER))(
    '%s: every wrapper target is a document of this folder',
    (name) => {
      const prefix = 'https://ads.example.test/vast/';
      for (const target of wrapperTargets(parse(name))) {
        expect(target.startsWith(prefix)).toBe(true);
        expect(names).toContain(target.slice(prefix.length));
      }
    },
  );

  it(`${DANGLING_WRAPPER} points at a document that does not exist`, () => {
    const [target] = wrapperTargets(parse(DANGLING_WRAPPER));
    expect(target).toMatch(/^https:\/\/ads\.example\.test\/vast\//);
    expect(names).not.toContain(path.posix.basename(target ?? ''));
  });
});
