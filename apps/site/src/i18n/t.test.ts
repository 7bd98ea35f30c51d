import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { HOME_DESCRIPTION, HOME_TITLE, MORE_TRENDING_TEXT } from './initial-texts.ts';
import { t, tAnswer } from './t.ts';

describe('t and tAnswer', () => {
  it('fill placeholders; a key made from an answer that the table lacks shows as the key', () => {
    expect(t('notify.add_to_watch_later_success', { title: 'Clip 7' })).toBe(
      'Clip 7 was added to Watch later',
    );
    expect(tAnswer('notify.vote_already_voted')).toBe('You have already voted');
    expect(tAnswer('notify.vote_no_such_code')).toBe('notify.vote_no_such_code');
    // Inherited names are not messages.
    expect(tAnswer('toString')).toBe('toString');
  });

  it("names the home page's texts, which the page reads from initial-texts.ts", () => {
    expect([en['home.title'], en['home.description'], en['listing.more_trending']]).toEqual([
      HOME_TITLE,
      HOME_DESCRIPTION,
      MORE_TRENDING_TEXT,
    ]);
  });
});
