import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { ERROR_CATALOGUE } from './errors.ts';

/** docs/api.md's table of error codes: code -> status, as a reader sees it. */
function documentedCodes(): Map<string, number> {
  const text = readFileSync(`${REPO_ROOT}/docs/api.md`, 'utf8');
  const rows = text.matchAll(/^\| `([a-z_]+)` +\| (\d{3}) +\|/gm);
  return new Map([...rows].map((m) => [m[1] as string, Number(m[2])]));
}

describe('docs/api.md says what the server answers', () => {
  it('lists every error code with the status the catalogue gives it, and no other code', () => {
    const documented = documentedCodes();
    const answered = new Map(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].status]));
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(answered));
  });
});
