import { describe, expect, it } from 'vitest';
import { profileErrorText, readProfileAnswer } from './profile-answer.ts';

describe('readProfileAnswer', () => {
  it("shows the picture upload limit's own notice for 429 rate_limited, not 'Something went wrong'", () => {
    const outcome = readProfileAnswer({ error: true, code: 'rate_limited' });
    expect(outcome).toEqual({ ok: false, errors: { notify: { field: 'notify', code: 'rate_limited' } } });
    if (outcome.ok || !outcome.errors.notify) throw new Error('expected a notice');
    expect(profileErrorText(outcome.errors.notify)).toBe(
      'You have uploaded too many pictures. Please try again in a few minutes.',
    );
  });

  it('tells a member whose session ended that the form expired, and anything else failed', () => {
    expect(readProfileAnswer({ error: true, code: 'not_logged_in' })).toMatchObject({
      errors: { notify: { code: 'form_expired' } },
    });
    expect(readProfileAnswer('<html>')).toMatchObject({ errors: { notify: { code: 'failed' } } });
  });
});
