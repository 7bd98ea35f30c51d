import { MODERATION_RULES, REJECT_REASONS } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { REJECT_CHOICES, rejectError, rejectReasonText } from './reject-rule.ts';

describe('the reject rule', () => {
  it('needs a reason, and words with "other" (spaces are not words)', () => {
    expect(rejectError('', 'anything')).toBe('Please choose a reason');
    expect(rejectError('other', ' \n ')).toBe('Please say why: the uploader sees it');
    expect(rejectError('other', 'Audio only')).toBeNull();
    expect(rejectError('minors', '')).toBeNull();
  });

  it('allows MODERATION_RULES.textMax code points of words (trimmed), not one more', () => {
    const at = ` ${'😀'.repeat(MODERATION_RULES.textMax)} `;
    expect(rejectError('quality', at)).toBeNull();
    expect(rejectError('quality', 'a'.repeat(MODERATION_RULES.textMax + 1))).toBe(
      `The explanation is too long: at most ${MODERATION_RULES.textMax} characters`,
    );
  });

  it('offers every contract reason but banned, each with a text of its own', () => {
    expect([...REJECT_CHOICES].sort()).toEqual(REJECT_REASONS.filter((r) => r !== 'banned').sort());
    const texts = REJECT_REASONS.map(rejectReasonText);
    expect(new Set(texts).size).toBe(REJECT_REASONS.length);
    expect(texts.some((text) => text.startsWith('moderation.'))).toBe(false);
    expect(rejectReasonText('unknown_reason')).toBe('unknown_reason');
  });
});
