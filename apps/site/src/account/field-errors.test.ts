import { describe, expect, it } from 'vitest';
import { errorText, hasCode, readAccountAnswer } from './field-errors.ts';

describe('reading account answers', () => {
  it('gives each field its first error with its length, and the notify codes as notices', () => {
    const outcome = readAccountAnswer({
      error: true,
      codes: [
        { field: 'usr', code: 'username_taken' },
        { field: 'pwd', code: 'max_length', length: 128 },
        { field: 'pwd', code: 'required' },
        { field: 'notify', code: 'too_many_attempts' },
      ],
    });
    expect(outcome).toEqual({
      ok: false,
      errors: {
        usr: { code: 'username_taken' },
        pwd: { code: 'max_length', length: 128 },
        form: { code: 'too_many_attempts' },
      },
      notices: [{ code: 'too_many_attempts' }],
    });
  });

  it('shows a field this site has no box for under the form', () => {
    expect(readAccountAnswer({ error: true, codes: [{ field: 'avatar', code: 'required' }] })).toEqual({
      ok: false,
      errors: { form: { code: 'required' } },
      notices: [{ code: 'required' }],
    });
  });

  it('reads a rate limit of the whole endpoint as too_many_attempts, anything else as failed', () => {
    expect(readAccountAnswer({ error: true, code: 'rate_limited' }).ok).toBe(false);
    expect(readAccountAnswer({ error: true, code: 'rate_limited' })).toMatchObject({
      errors: { form: { code: 'too_many_attempts' } },
    });
    expect(readAccountAnswer('<html>')).toMatchObject({ errors: { form: { code: 'failed' } } });
    expect(readAccountAnswer({ error: true, code: 'cross_site' })).toMatchObject({
      errors: { form: { code: 'failed' } },
    });
  });

  it('takes {success: true} as ok, with the member of a sign-in', () => {
    expect(readAccountAnswer({ success: true, user: { user_id: 7, username: 'ann' } })).toEqual({
      ok: true,
      answer: { success: true, user: { user_id: 7, username: 'ann' } },
    });
  });

  it('fills {length} of the spec texts', () => {
    expect(errorText({ code: 'min_length', length: 3 })).toBe('minimum length of 3 characters');
    expect(errorText({ code: 'max_length', length: 32 })).toBe('Maximum length of 32 characters');
    expect(errorText({ code: 'invalid_email' })).toBe('Email entered incorrectly');
  });

  it('finds a code in any field', () => {
    expect(hasCode({ error: true, codes: [{ field: 'notify', code: 'form_expired' }] }, 'form_expired')).toBe(
      true,
    );
    expect(hasCode({ error: true, code: 'form_expired' }, 'form_expired')).toBe(false);
    expect(hasCode(null, 'form_expired')).toBe(false);
  });
});
