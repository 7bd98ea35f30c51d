import { describe, expect, it } from 'vitest';
import { adTagsForCampaign } from './index.ts';

describe('adTagsForCampaign', () => {
  it('fills the {campaign} placeholder, URL-encoded, and empties it without a campaign', () => {
    const tags = ['https://ads.example/vast?zone=1&c={campaign}'];
    expect(adTagsForCampaign(tags, 'a b&c')).toEqual(['https://ads.example/vast?zone=1&c=a%20b%26c']);
    expect(adTagsForCampaign(tags, null)).toEqual(['https://ads.example/vast?zone=1&c=']);
  });

  it('appends campaign to a tag without the placeholder, keeping order and any fragment', () => {
    expect(adTagsForCampaign(['https://a.example/vast', 'https://b.example/vast?z=2#x'], '10146')).toEqual([
      'https://a.example/vast?campaign=10146',
      'https://b.example/vast?z=2&campaign=10146#x',
    ]);
  });

  it('leaves tags as they are without a campaign and drops empty ones', () => {
    expect(adTagsForCampaign(['https://a.example/vast?z=1', ''], null)).toEqual([
      'https://a.example/vast?z=1',
    ]);
  });
});
