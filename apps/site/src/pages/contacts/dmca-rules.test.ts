import { DMCA_RULES } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { checkDmca, type DmcaValues, readDmcaAnswer } from './dmca-rules.ts';

const valid: DmcaValues = {
  name: 'Studio X',
  email: 'legal@example.com',
  url: 'https://tubekit.example/video/40/party/',
  work: 'https://studio.example/party',
  text: 'This is our film.',
  sworn: true,
};

describe('the DMCA notice checks', () => {
  it('passes a complete notice', () => {
    expect(checkDmca(valid)).toEqual({});
  });

  it('requires every field (spaces are not a value) and the sworn statement', () => {
    expect(checkDmca({ name: ' ', email: '', url: '', work: '', text: '', sworn: false })).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      url: 'This field is required',
      work: 'This field is required',
      text: 'This field is required',
      sworn: 'Please confirm the statement',
    });
  });

  it('allows each field its DMCA_RULES length in code points, not one more', () => {
    const at = { ...valid, name: '😀'.repeat(DMCA_RULES.nameMax), text: 'a'.repeat(DMCA_RULES.textMax) };
    expect(checkDmca(at)).toEqual({});
    const over = {
      ...valid,
      name: 'a'.repeat(DMCA_RULES.nameMax + 1),
      text: 'a'.repeat(DMCA_RULES.textMax + 1),
    };
    expect(checkDmca(over)).toEqual({
      name: `Maximum length of ${DMCA_RULES.nameMax} characters`,
      text: `Maximum length of ${DMCA_RULES.textMax} characters`,
    });
  });

  it('wants an e-mail address and an http(s) address of a page', () => {
    expect(checkDmca({ ...valid, email: 'legal@example', url: 'javascript:alert(1)' })).toEqual({
      email: 'Email entered incorrectly',
      url: 'Please give the address of a page on this site',
    });
  });

  it("reads the server's answers: a field's refusal under it, anything else under the form", () => {
    expect(readDmcaAnswer({ success: true })).toEqual({ ok: true });
    expect(readDmcaAnswer({ error: true, code: 'invalid_param', field: 'url' })).toEqual({
      ok: false,
      errors: { url: 'Please give the address of a page on this site' },
    });
    expect(readDmcaAnswer({ error: true, code: 'max_length', field: 'work' })).toEqual({
      ok: false,
      errors: { work: `Maximum length of ${DMCA_RULES.workMax} characters` },
    });
    expect(readDmcaAnswer({ error: true, code: 'required', field: 'sworn' }).ok).toBe(false);
    expect(readDmcaAnswer({ error: true, code: 'rate_limited' })).toEqual({
      ok: false,
      errors: { form: 'You have sent many notices in a short time. Please try again later.' },
    });
    expect(readDmcaAnswer('<html>')).toEqual({
      ok: false,
      errors: { form: 'Something went wrong. Please try again later.' },
    });
  });
});
